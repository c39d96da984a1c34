import type { ReactNode } from 'react';
import { ZListingReportInput } from '../../../shared/schemas/marketplace.ts';
import { reportDialogFor } from '../../components/report-dialog.tsx';
import { trpc } from '../../lib/trpc.ts';

const ListingReportDialog = reportDialogFor({
  examples: 'a misleading name or description, an unsuitable plan, something that should not be shared',
  placeholder: 'For example: the description says vegetarian, but three dinners have chicken.',
  schema: ZListingReportInput,
  input: (listingId, message) => ({ listingId, message }),
  useSend: () => trpc.marketplace.report.useMutation().mutateAsync,
});

/** "Report a problem" with a plan on the marketplace: it goes to the admins' Reports screen ("Report sent"). */
export function ReportListingDialog({
  listing,
  trigger,
}: {
  listing: { id: string; name: string };
  trigger: ReactNode;
}) {
  return <ListingReportDialog subject={listing} trigger={trigger} />;
}
