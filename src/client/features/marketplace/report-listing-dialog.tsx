import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages.ts';
import { ZListingReportInput } from '../../../shared/schemas/marketplace.ts';
import { ReportDialog } from '../../components/report-dialog.tsx';
import { validate } from '../../lib/errors.ts';
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
      check={(message) => {
        const checked = validate(ZListingReportInput, { listingId: listing.id, message });
        return checked.ok ? null : (checked.errors.message ?? messages.invalidInput);
      }}
      send={async (message) => {
        const result = await report.mutateAsync({ listingId: listing.id, message });
        return messages[result.messageKey];
      }}
    />
  );
}
