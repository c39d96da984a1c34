import type { ReactNode } from 'react';
import { ZListingReportInput } from '../../../shared/schemas/marketplace.ts';
import { ReportDialog, reportCalls } from '../../components/report-dialog.tsx';
import { trpc } from '../../lib/trpc.ts';

/** "Report a problem" with a plan on the marketplace: it goes to the admins' Reports screen ("Report sent"). */
export function ReportListingDialog({
  listing,
  trigger,
}: {
  listing: { id: string; name: string };
  trigger: ReactNode;
}) {
  const report = trpc.marketplace.report.useMutation();
  return (
    <ReportDialog
      subjectName={listing.name}
      examples="a misleading name or description, an unsuitable plan, something that should not be shared"
      placeholder="For example: the description says vegetarian, but three dinners have chicken."
      trigger={trigger}
      {...reportCalls(
        ZListingReportInput,
        (message) => ({ listingId: listing.id, message }),
        report.mutateAsync,
      )}
    />
  );
}
