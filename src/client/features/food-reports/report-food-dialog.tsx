import type { ReactNode } from 'react';
import { ZFoodReportInput } from '../../../shared/schemas/foods.ts';
import { ReportDialog, reportCalls } from '../../components/report-dialog.tsx';
import { trpc } from '../../lib/trpc.ts';

export interface ReportFoodDialogProps {
  /** The food being reported. */
  food: { id: string; name: string };
  /** The element that opens the dialog, e.g. a "Report a problem" button or menu item. */
  trigger: ReactNode;
}

/** "Report a problem" with a food: any signed-in user tells the admins what is wrong with it. */
export function ReportFoodDialog({ food, trigger }: ReportFoodDialogProps) {
  const submit = trpc.foodReports.submit.useMutation();
  return (
    <ReportDialog
      subjectName={food.name}
      examples="a wrong value, a missing portion, a misspelt name"
      placeholder="For example: the fibre is 10 times what the pack says."
      trigger={trigger}
      {...reportCalls(ZFoodReportInput, (message) => ({ foodId: food.id, message }), submit.mutateAsync)}
    />
  );
}
