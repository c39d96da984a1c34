import { ZFoodCategoryInput, type FoodCategory } from '../../../shared/schemas/foods.ts';
import {
  categoryCallbacks,
  DeleteCategoryDialog,
  RenameCategoryDialog,
  whatStays,
} from '../../components/category-dialogs.tsx';
import { trpc } from '../../lib/trpc.ts';

/** Invalidates the category lists: this screen's and every food editor's picker. */
export function useCategoryCallbacks(onDone?: () => void) {
  const utils = trpc.useUtils();
  return categoryCallbacks(() => void utils.foodCategories.invalidate(), onDone);
}

export function RenameFoodCategoryDialog({
  category,
  onDone,
}: {
  category: FoodCategory;
  onDone: () => void;
}) {
  const rename = trpc.foodCategories.rename.useMutation(useCategoryCallbacks(onDone));
  return (
    <RenameCategoryDialog
      category={category}
      title="Rename category"
      description="Its foods keep the category under the new name."
      schema={ZFoodCategoryInput}
      rename={rename}
    />
  );
}

export function DeleteFoodCategoryDialog({
  category,
  onDone,
}: {
  category: FoodCategory;
  onDone: () => void;
}) {
  const remove = trpc.foodCategories.delete.useMutation(useCategoryCallbacks(onDone));
  return (
    <DeleteCategoryDialog
      category={category}
      stays={whatStays(category.foodCount, 'food', 'foods')}
      remove={remove}
    />
  );
}
