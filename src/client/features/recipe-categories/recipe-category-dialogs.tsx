import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages.ts';
import { ZRecipeCategoryInput, type RecipeCategory } from '../../../shared/schemas/recipe-categories.ts';
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

/** Shows the result's message and refreshes the recipe category list. */
export function useRecipeCategoryCallbacks(onDone?: () => void) {
  const utils = trpc.useUtils();
  return {
    onSuccess: (result: { messageKey: keyof typeof messages }) => {
      toast.success(messages[result.messageKey]);
      onDone?.();
      void utils.recipeCategories.invalidate();
    },
    onError: (error: unknown) => toast.error(errorText(error)),
  };
}

/** The name field's error for a refused save: the server's field error, or the taken-name message. */
export function nameErrorOf(error: unknown): FieldErrors {
  return { name: serverFieldErrors(error).name ?? errorText(error) };
}

export function RenameRecipeCategoryDialog({
  category,
  onDone,
}: {
  category: RecipeCategory;
  onDone: () => void;
}) {
  const [name, setName] = useState(category.name);
  const [errors, setErrors] = useState<FieldErrors>({});
  const callbacks = useRecipeCategoryCallbacks(onDone);
  const rename = trpc.recipeCategories.rename.useMutation({
    onSuccess: callbacks.onSuccess,
    onError: (error) => {
      callbacks.onError(error);
      setErrors(nameErrorOf(error));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZRecipeCategoryInput, { name });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) rename.mutate({ id: category.id, name: checked.data.name });
  }

  return (
    <DialogContent className="text-left">
      <DialogHeader>
        <DialogTitle>Rename recipe category</DialogTitle>
        <DialogDescription>Its recipes keep the category under the new name.</DialogDescription>
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

export function DeleteRecipeCategoryDialog({
  category,
  onDone,
}: {
  category: RecipeCategory;
  onDone: () => void;
}) {
  const remove = trpc.recipeCategories.delete.useMutation(useRecipeCategoryCallbacks(onDone));
  const recipes =
    category.recipeCount === 0
      ? 'No recipe is in it.'
      : `Its ${category.recipeCount === 1 ? 'recipe stays' : `${category.recipeCount} recipes stay`}, with no category.`;
  return (
    <DialogContent className="text-left" role="alertdialog">
      <DialogHeader>
        <DialogTitle>Delete “{category.name}”?</DialogTitle>
        <DialogDescription>{recipes} This cannot be undone.</DialogDescription>
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
