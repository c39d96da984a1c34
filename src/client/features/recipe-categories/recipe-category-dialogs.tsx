import { ZRecipeCategoryInput, type RecipeCategory } from '../../../shared/schemas/recipe-categories.ts';
import {
  categoryCallbacks,
  DeleteCategoryDialog,
  RenameCategoryDialog,
  whatStays,
} from '../../components/category-dialogs.tsx';
import { trpc } from '../../lib/trpc.ts';

/** Shows the result's message and refreshes the recipe category lists. */
export function useRecipeCategoryCallbacks(onDone?: () => void) {
  const utils = trpc.useUtils();
  return categoryCallbacks(() => void utils.recipeCategories.invalidate(), onDone);
}

export function RenameRecipeCategoryDialog({
  category,
  onDone,
}: {
  category: RecipeCategory;
  onDone: () => void;
}) {
  const rename = trpc.recipeCategories.rename.useMutation(useRecipeCategoryCallbacks(onDone));
  return (
    <RenameCategoryDialog
      category={category}
      title="Rename recipe category"
      description="Its recipes keep the category under the new name."
      schema={ZRecipeCategoryInput}
      rename={rename}
    />
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
  return (
    <DeleteCategoryDialog
      category={category}
      stays={whatStays(category.recipeCount, 'recipe', 'recipes')}
      remove={remove}
    />
  );
}
