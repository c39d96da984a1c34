import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages.ts';
import type { Recipe } from '../../../shared/schemas/recipes.ts';
import { ReportDialog, reportCalls } from '../../components/report-dialog.tsx';
import { ConfirmDialogContent, Dialog, DialogTrigger } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

/** The recipe schemas (zod) load when a report is checked, not with the recipe page (decision 039). */
const loadReportSchema = async () => (await import('../../../shared/schemas/recipes.ts')).ZRecipeReportInput;

/** "Report a problem" with a recipe: any user tells the admins what is wrong with it ("Report sent"). */
export function ReportRecipeDialog({
  recipe,
  trigger,
}: {
  recipe: Pick<Recipe, 'id' | 'name'>;
  trigger: ReactNode;
}) {
  const report = trpc.recipes.report.useMutation();
  return (
    <ReportDialog
      subjectName={recipe.name}
      examples="a wrong amount, a missing step, a misspelt name"
      placeholder="For example: step 3 says to bake, but the oven temperature is missing."
      trigger={trigger}
      {...reportCalls(loadReportSchema, (message) => ({ recipeId: recipe.id, message }), report.mutateAsync)}
    />
  );
}

/** Asks before deleting a recipe: its ingredients, comments and saves go with it. */
export function DeleteRecipeDialog({
  recipe,
  trigger,
  onDeleted,
}: {
  recipe: Pick<Recipe, 'id' | 'name'>;
  trigger: ReactNode;
  onDeleted: () => void;
}) {
  const utils = trpc.useUtils();
  const remove = trpc.recipes.delete.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      onDeleted();
      // The lists are emptied rather than marked stale, so the one opening next never shows the deleted
      // recipe, not even while it reads again. The recipe's own page is left alone: read again on its way
      // out, it would flash "does not exist".
      void Promise.all([
        utils.recipes.list.reset(),
        utils.recipes.search.reset(),
        utils.recipes.mine.reset(),
        utils.recipes.saved.reset(),
        utils.recipes.byStatus.reset(),
      ]);
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <ConfirmDialogContent
        title={`Delete ${recipe.name}?`}
        description="The recipe, its ingredients and comments are deleted, and it leaves everyone’s saved recipes. This cannot be undone."
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete recipe'}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: recipe.id })}
      />
    </Dialog>
  );
}
