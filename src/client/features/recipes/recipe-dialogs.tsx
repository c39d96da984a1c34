import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '../../../shared/messages.ts';
import { ZRecipeReportInput, type Recipe } from '../../../shared/schemas/recipes.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, validate } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { textAreaClass } from './text-area.ts';

const REPORT_MAX = 2_000;

/** "Report a problem" with a recipe: any user tells the admins what is wrong with it ("Report sent"). */
export function ReportRecipeDialog({
  recipe,
  trigger,
}: {
  recipe: Pick<Recipe, 'id' | 'name'>;
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();
  const report = trpc.recipes.report.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      setOpen(false);
      setMessage('');
    },
    onError: (failure) => {
      const fieldError = serverFieldErrors(failure).message;
      if (fieldError) setError(fieldError);
      else toast.error(errorText(failure));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZRecipeReportInput, { recipeId: recipe.id, message });
    if (!checked.ok) {
      setError(checked.errors.message ?? messages.invalidInput);
      return;
    }
    report.mutate(checked.data);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report a problem</DialogTitle>
          <DialogDescription>
            Tell the admins what is wrong with{' '}
            <span className="font-medium text-neutral-900">{recipe.name}</span>: a wrong amount, a missing
            step, a misspelt name.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={messageId}>What is wrong?</Label>
            <textarea
              id={messageId}
              name="message"
              rows={5}
              maxLength={REPORT_MAX}
              value={message}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${messageId}-error` : undefined}
              placeholder="For example: step 3 says to bake, but the oven temperature is missing."
              className={textAreaClass}
              onChange={(event) => {
                setMessage(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <p id={`${messageId}-error`} className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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
      <DialogContent role="alertdialog" className="text-left">
        <DialogHeader>
          <DialogTitle>Delete {recipe.name}?</DialogTitle>
          <DialogDescription>
            The recipe, its ingredients and comments are deleted, and it leaves everyone’s saved recipes. This
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: recipe.id })}
          >
            {remove.isPending ? 'Deleting…' : 'Delete recipe'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
