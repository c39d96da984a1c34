import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages.ts';
import { ZFoodCategoryInput, type FoodCategory } from '../../../shared/schemas/foods.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, validate, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

/** Invalidates the category lists: this screen's and every food editor's picker. */
export function useCategoryCallbacks(onDone?: () => void) {
  const utils = trpc.useUtils();
  return {
    onSuccess: (result: { messageKey: keyof typeof messages }) => {
      toast.success(messages[result.messageKey]);
      onDone?.();
      void utils.foodCategories.invalidate();
    },
    onError: (error: unknown) => toast.error(errorText(error)),
  };
}

/** The name field's error for a refused save: the server's field error, or the taken-name message. */
export function nameErrorOf(error: unknown): FieldErrors {
  const fields = serverFieldErrors(error);
  return { name: fields.name ?? errorText(error) };
}

export function RenameCategoryDialog({ category, onDone }: { category: FoodCategory; onDone: () => void }) {
  const [name, setName] = useState(category.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const callbacks = useCategoryCallbacks(onDone);
  const rename = trpc.foodCategories.rename.useMutation({
    onSuccess: callbacks.onSuccess,
    onError: (error) => {
      callbacks.onError(error);
      setErrors(nameErrorOf(error));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZFoodCategoryInput, { name });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) rename.mutate({ id: category.id, name: checked.data.name });
  }

  return (
    <DialogContent className="text-left">
      <DialogHeader>
        <DialogTitle>Rename category</DialogTitle>
        <DialogDescription>Its foods keep the category under the new name.</DialogDescription>
      </DialogHeader>
      <form onSubmit={handleSubmit} noValidate className="grid gap-4">
        <Field
          label="Category name"
          name="name"
          autoComplete="off"
          value={name}
          error={errors.name ?? null}
          onChange={(event) => {
            setName(event.target.value);
            setErrors({});
          }}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={rename.isPending || name.trim() === category.name}>
            Save name
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

export function DeleteCategoryDialog({ category, onDone }: { category: FoodCategory; onDone: () => void }) {
  const remove = trpc.foodCategories.delete.useMutation(useCategoryCallbacks(onDone));
  const foods =
    category.foodCount === 0
      ? 'No food is in it.'
      : `Its ${category.foodCount === 1 ? 'food stays' : `${category.foodCount} foods stay`}, with no category.`;
  return (
    <DialogContent className="text-left" role="alertdialog">
      <DialogHeader>
        <DialogTitle>Delete “{category.name}”?</DialogTitle>
        <DialogDescription>{foods} This cannot be undone.</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: category.id })}
        >
          Delete category
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
