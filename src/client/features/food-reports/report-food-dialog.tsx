import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '../../../shared/messages.ts';
import { ZFoodReportInput } from '../../../shared/schemas/foods.ts';
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
import { cn } from '../../lib/cn.ts';
import { errorText, serverFieldErrors, validate } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

export interface ReportFoodDialogProps {
  /** The food being reported. */
  food: { id: string; name: string };
  /** The element that opens the dialog, e.g. a "Report a problem" button or menu item. */
  trigger: ReactNode;
}

const MESSAGE_MAX = 2_000;

/** "Report a problem" with a food: any signed-in user tells the admins what is wrong with it. */
export function ReportFoodDialog({ food, trigger }: ReportFoodDialogProps) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();
  const submit = trpc.foodReports.submit.useMutation({
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
    const checked = validate(ZFoodReportInput, { foodId: food.id, message });
    if (!checked.ok) {
      setError(checked.errors.message ?? messages.invalidInput);
      return;
    }
    submit.mutate(checked.data);
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
            <span className="font-medium text-neutral-900">{food.name}</span>: a wrong value, a missing
            portion, a misspelt name.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={messageId}>What is wrong?</Label>
            <textarea
              id={messageId}
              name="message"
              rows={5}
              maxLength={MESSAGE_MAX}
              value={message}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${messageId}-error` : undefined}
              placeholder="For example: the fibre is 10 times what the pack says."
              className={cn(
                'w-full min-w-0 resize-y rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-400 sm:text-sm',
                'focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30',
                'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
              )}
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
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
