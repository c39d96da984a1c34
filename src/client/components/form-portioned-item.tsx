import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TRPCClientError } from '@trpc/client';
import type { z } from 'zod';
import type { MessageKey } from '../../shared/messages.ts';
import { errorText, serverFieldErrors, type FieldErrors } from '../lib/errors.ts';
import { useForm } from '../lib/use-form.ts';
import { DialogActions, EditorDialogContent } from './dialogs.tsx';
import { toastCallbacks } from './mutation-toasts.ts';
import { pathErrors } from './path-errors.ts';
import { PortionsEditor, type PortionDraft, type PortionsWording } from './portions-editor.tsx';
import { SubmitButton } from './ui/form-fields.tsx';
import { toast } from './ui/toast.tsx';

/*
 * The add-or-edit dialog of a thing with a name and portions (a food, an ingredient): one dialog, one form
 * state and one form, configured by the kind's words, with the fields each kind adds around the portions.
 */

/** The part of a query the dialog needs: the thing once loaded, or why it could not be. */
interface ItemQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
}

/** How a kind of portioned thing is loaded, worded and laid out. */
export interface PortionedKind<T = unknown> {
  /** "food": the dialog says "Add food", "Edit food", "Loading the food…" and "Save food". */
  noun: string;
  /** Loads the thing to edit (a hook); with null, a new one, nothing to load. */
  useItem: (id: string | null) => ItemQuery<T>;
  description: string;
  /** Classes of the dialog (its width). */
  className: string;
  /** The heights of the blocks shown while it loads. */
  loadingBlocks: string[];
  /** Classes of the form's grid (its gap). */
  formClassName: string;
  portions: PortionsWording;
  portionsLegendClassName: string;
  /** Said under the portions' legend. */
  portionsDescription?: string;
}

/** The dialog: the form at once for a new one, or the loaded one's form (see EditorDialogContent). */
export function PortionedItemDialog<T>({
  kind,
  id,
  children,
}: {
  kind: PortionedKind<T>;
  /** The thing's id, or null to add one. */
  id: string | null;
  children: (thing: T | null) => ReactNode;
}) {
  const query = kind.useItem(id);
  return (
    <EditorDialogContent
      className={kind.className}
      title={`${id ? 'Edit' : 'Add'} ${kind.noun}`}
      description={kind.description}
      id={id}
      query={query}
      loadingLabel={`Loading the ${kind.noun}…`}
      loadingBlocks={kind.loadingBlocks}
    >
      {children}
    </EditorDialogContent>
  );
}

/** A typed number: blank is null, a comma may stand for the decimal point, anything else is NaN. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.'));
}

/** The portions' grams as numbers, and "Enter the weight in grams." under each one blank or unreadable. */
function readGrams(portions: readonly PortionDraft[], wording: PortionsWording) {
  const errors: FieldErrors = {};
  const grams = portions.map((portion, index) => {
    const value = parseDecimal(portion.grams) ?? Number.NaN;
    if (Number.isNaN(value)) errors[`portions.${index}.${wording.gramsField}`] = 'Enter the weight in grams.';
    return value;
  });
  return { grams, errors };
}

/**
 * Checks the thing with the schema the server uses, its errors by whole path, with `unreadable` (what could
 * not be read as a number) over them: the checked data when nothing is wrong, and the errors to show.
 */
function checkPortioned<S extends z.ZodType>(
  schema: S,
  input: unknown,
  unreadable: FieldErrors,
): { data: z.output<S> | null; errors: FieldErrors } {
  const parsed = schema.safeParse(input);
  const errors = { ...(parsed.success ? {} : pathErrors(parsed.error.issues)), ...unreadable };
  return { data: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

/**
 * A save's callbacks: the result's message as a toast, then `after`; a refusal shows the server's field
 * errors under their fields, or its message as a toast when it names none. `nameTaken`: the refusal whose
 * message goes under the name instead.
 */
function portionedSaveCallbacks(
  setErrors: (errors: FieldErrors) => void,
  after: () => void,
  nameTaken?: MessageKey,
) {
  return {
    onSuccess: toastCallbacks(after).onSuccess,
    onError: (error: unknown) => {
      if (nameTaken && error instanceof TRPCClientError && error.data?.messageKey === nameTaken) {
        setErrors({ name: errorText(error) });
        return;
      }
      const fieldErrors = serverFieldErrors(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) toast.error(errorText(error));
    },
  };
}

/**
 * The form of a portioned thing: its text fields (see useForm) and its portions, how it is checked before it
 * is sent and how the save's answer shows. `start` runs once, for the first render.
 */
export function usePortionedForm<V extends Record<string, string>>(
  kind: PortionedKind,
  start: () => { values: V; portions: PortionDraft[] },
) {
  const [initial] = useState(start);
  const form = useForm(initial.values);
  const [portions, setPortions] = useState(initial.portions);
  return {
    ...form,
    portions,
    setPortions,
    /**
     * Checks what `input` makes of the grams of `checkedPortions` (the form's portions unless told), shows
     * what is wrong (`unreadable` too: what could not be read as a number) and gives the data when nothing is.
     */
    check<S extends z.ZodType>(
      schema: S,
      input: (grams: number[]) => unknown,
      {
        checkedPortions = portions,
        unreadable = {},
      }: { checkedPortions?: PortionDraft[]; unreadable?: FieldErrors } = {},
    ): z.output<S> | null {
      const read = readGrams(checkedPortions, kind.portions);
      const checked = checkPortioned(schema, input(read.grams), { ...unreadable, ...read.errors });
      form.setErrors(checked.errors);
      return checked.data;
    },
    /** The save's callbacks (see portionedSaveCallbacks). */
    saveCallbacks: (after: () => void, nameTaken?: MessageKey) =>
      portionedSaveCallbacks(form.setErrors, after, nameTaken),
  };
}

type PortionedForm = Pick<
  ReturnType<typeof usePortionedForm>,
  'portions' | 'setPortions' | 'errors' | 'setErrors'
>;

/** The form: the kind's own fields (children), the portions, what goes under them (`after`), then Save. */
export function PortionedItemForm({
  kind,
  form,
  pending,
  onSubmit,
  onPortionRemoved,
  after,
  children,
}: {
  kind: PortionedKind;
  form: PortionedForm;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** After a portion is removed (e.g. a default measurement that named it goes back to gram). */
  onPortionRemoved?: (key: number) => void;
  after?: ReactNode;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <form onSubmit={onSubmit} noValidate className={kind.formClassName}>
      {children}
      <PortionsEditor
        formId={formId}
        portions={form.portions}
        setPortions={form.setPortions}
        errors={form.errors}
        setErrors={form.setErrors}
        wording={kind.portions}
        legend="Portions"
        legendClassName={kind.portionsLegendClassName}
        description={kind.portionsDescription}
        onRemoved={onPortionRemoved}
      />
      {after}
      <DialogActions>
        <SubmitButton pending={pending}>{`Save ${kind.noun}`}</SubmitButton>
      </DialogActions>
    </form>
  );
}
