import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { messages } from '../../shared/messages.ts';
import { errorText, serverFieldErrors, validate } from '../lib/errors.ts';
import { textAreaClass } from '../features/recipes/text-area.ts';
import { Button } from './ui/button.tsx';
import { Dialog, DialogActions, DialogContent, DialogHeading, DialogTrigger } from './ui/dialog.tsx';
import { FieldFrame } from './ui/field-frame.tsx';
import { toast } from './ui/toast.tsx';

/** The longest report any kind of report takes (the schemas say the same). */
export const REPORT_MESSAGE_MAX = 2_000;

export interface ReportDialogProps {
  /** The name of what is reported, shown in the description. */
  subjectName: string;
  /** What might be wrong with it, after the name: "a wrong value, a missing portion, a misspelt name". */
  examples: string;
  placeholder: string;
  /** The element that opens the dialog, e.g. a "Report a problem" button or menu item. */
  trigger: ReactNode;
  /**
   * The message's error before anything is sent (the report's zod schema), or null when it may go; it may
   * first load the schema (decision 039), and a failed load is said like a failed send.
   */
  check: (message: string) => string | null | Promise<string | null>;
  /** Sends the report; resolves with the text of the toast that says it went. */
  send: (message: string) => Promise<string>;
}

/**
 * The `check` and `send` of a report kind: the message is checked with the kind's schema (or a loader of it,
 * decision 039) as `input(message)`, then sent with the same input by the kind's procedure.
 */
export function reportCalls<S extends z.ZodType>(
  schema: S | (() => Promise<S>),
  input: (message: string) => z.input<S>,
  mutateAsync: (data: z.input<S>) => Promise<{ messageKey: keyof typeof messages }>,
): Pick<ReportDialogProps, 'check' | 'send'> {
  return {
    check: async (message) => {
      const checked = validate(typeof schema === 'function' ? await schema() : schema, input(message));
      return checked.ok ? null : (checked.errors.message ?? messages.invalidInput);
    },
    send: async (message) => messages[(await mutateAsync(input(message))).messageKey],
  };
}

/** One kind of report besides the dialog: its words, its schema and the procedure it is sent to. */
export interface ReportKindOf<S extends z.ZodType> {
  examples: ReportDialogProps['examples'];
  placeholder: ReportDialogProps['placeholder'];
  schema: S | (() => Promise<S>);
  /** The report's input about the thing with this id. */
  input: (id: string, message: string) => z.input<S>;
  /** The kind's procedure, from a hook (its tRPC mutation's `mutateAsync`). */
  useSend: () => (data: z.input<S>) => Promise<{ messageKey: keyof typeof messages }>;
}

/** The "Report a problem" dialog of one kind of thing, for the thing (its id and name) and a trigger. */
export function reportDialogFor<S extends z.ZodType>(kind: ReportKindOf<S>) {
  return function KindReportDialog({
    subject,
    trigger,
  }: {
    subject: { id: string; name: string };
    trigger: ReactNode;
  }) {
    const send = kind.useSend();
    const calls = reportCalls(kind.schema, (message) => kind.input(subject.id, message), send);
    return (
      <ReportDialog
        subjectName={subject.name}
        examples={kind.examples}
        placeholder={kind.placeholder}
        trigger={trigger}
        {...calls}
      />
    );
  };
}

/**
 * "Report a problem": any user tells the admins what is wrong with something they can see (a food, a
 * recipe, a marketplace plan). Each kind of report brings its own check and call; the dialog, the
 * message field, its errors and the toast are this one component.
 */
export function ReportDialog({
  subjectName,
  examples,
  placeholder,
  trigger,
  check,
  send,
}: ReportDialogProps) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const problem = await check(message);
      if (problem) {
        setError(problem);
        return;
      }
      toast.success(await send(message));
      setOpen(false);
      setMessage('');
    } catch (failure) {
      const fieldError = serverFieldErrors(failure).message;
      if (fieldError) setError(fieldError);
      else toast.error(errorText(failure));
    } finally {
      setPending(false);
    }
  }

  function handleOpenChange(next: boolean) {
    setOpen(next);
    // Opened again, the dialog starts without the last attempt's error.
    setError(null);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeading
          title="Report a problem"
          descriptionClassName="break-words"
          description={
            <>
              Tell the admins what is wrong with{' '}
              <span className="font-medium text-neutral-900">{subjectName}</span>: {examples}.
            </>
          }
        />
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="grid gap-4">
          {/* FieldFrame and this page's text area class rather than TextAreaField: /recipes/:id loads this
              dialog before its first render, and the form kit would not fit its JavaScript budget. */}
          <FieldFrame label="What is wrong?" error={error}>
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={5}
                maxLength={REPORT_MESSAGE_MAX}
                value={message}
                placeholder={placeholder}
                className={textAreaClass}
                onChange={(event) => {
                  setMessage(event.target.value);
                  setError(null);
                }}
              />
            )}
          </FieldFrame>
          <DialogActions>
            <Button type="submit" disabled={pending}>
              {pending ? 'Sending…' : 'Send report'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
