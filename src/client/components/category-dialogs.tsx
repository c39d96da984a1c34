import type { z } from 'zod';
import { errorText, serverFieldErrors, type FieldErrors } from '../lib/errors.ts';
import { useForm } from '../lib/use-form.ts';
import { Field } from './ui/field.tsx';
import { ConfirmDialogContent, FormDialogContent } from './dialogs.tsx';
import { submitValues } from './checked-submit.ts';

/**
 * The rename and delete dialogs of a list of categories (food categories, recipe categories): the same
 * screens over different procedures, which each feature passes in.
 */

export interface CategoryMutation<I> {
  isPending: boolean;
  mutate: (input: I, options?: { onSuccess?: () => void; onError?: (error: unknown) => void }) => void;
}

/** The name field's error for a refused save: the server's field error, or the taken-name message. */
export function nameErrorOf(error: unknown): FieldErrors {
  return { name: serverFieldErrors(error).name ?? errorText(error) };
}

export function RenameCategoryDialog(props: {
  category: { id: string; name: string };
  title: string;
  /** What happens to what is filed under it: "Its foods keep the category under the new name." */
  description: string;
  schema: z.ZodType<{ name: string }>;
  rename: CategoryMutation<{ id: string; name: string }>;
  onDone: () => void;
}) {
  const { category, rename } = props;
  const form = useForm({ name: category.name });
  const handleSubmit = submitValues(form, props.schema, (data) =>
    rename.mutate(
      { id: category.id, name: data.name },
      { onSuccess: props.onDone, onError: (error) => form.setErrors(nameErrorOf(error)) },
    ),
  );

  return (
    <FormDialogContent
      title={props.title}
      description={props.description}
      onSubmit={handleSubmit}
      submitLabel="Save name"
      disabled={rename.isPending || form.values.name.trim() === category.name}
    >
      <Field label="Category name" autoComplete="off" {...form.bind('name')} />
    </FormDialogContent>
  );
}

/**
 * "Its 3 foods stay, with no category." or "No food is in it.": what deleting a category leaves, for
 * `count` items called `one` / `many`.
 */
export function whatStays(count: number, one: string, many: string): string {
  if (count === 0) return `No ${one} is in it.`;
  return `Its ${count === 1 ? `${one} stays` : `${count} ${many} stay`}, with no category.`;
}

export function DeleteCategoryDialog(props: {
  category: { id: string; name: string };
  /** What deleting it leaves (see whatStays). */
  stays: string;
  remove: CategoryMutation<{ id: string }>;
  onDone: () => void;
}) {
  const { category, remove } = props;
  return (
    <ConfirmDialogContent
      title={`Delete “${category.name}”?`}
      description={`${props.stays} This cannot be undone.`}
      confirmLabel="Delete category"
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: category.id }, { onSuccess: props.onDone })}
    />
  );
}
