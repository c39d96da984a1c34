import type { ReactNode } from 'react';
import { ZFoodReportInput } from '../../../shared/schemas/foods.ts';
import { reportDialogFor } from '../../components/report-dialog.tsx';
import { trpc } from '../../lib/trpc.ts';

export interface ReportFoodDialogProps {
  /** The food being reported. */
  food: { id: string; name: string };
  /** The element that opens the dialog, e.g. a "Report a problem" button or menu item. */
  trigger: ReactNode;
}

const FoodReportDialog = reportDialogFor({
  examples: 'a wrong value, a missing portion, a misspelt name',
  placeholder: 'For example: the fibre is 10 times what the pack says.',
  schema: ZFoodReportInput,
  input: (foodId, message) => ({ foodId, message }),
  useSend: () => trpc.foodReports.submit.useMutation().mutateAsync,
});

/** "Report a problem" with a food: any signed-in user tells the admins what is wrong with it. */
export function ReportFoodDialog({ food, trigger }: ReportFoodDialogProps) {
  return <FoodReportDialog subject={food} trigger={trigger} />;
}
