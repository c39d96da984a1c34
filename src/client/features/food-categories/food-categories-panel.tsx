import { ZFoodCategoryInput } from '../../../shared/schemas/foods.ts';
import { CategoryPanel, useCategoryToasts } from '../../components/category-panel.tsx';
import { trpc } from '../../lib/trpc.ts';

/** The food categories with their food counts: add, rename, delete, (de)activate. */
export function FoodCategoriesPanel() {
  const list = trpc.foodCategories.list.useQuery({ includeInactive: true });
  const bulkUpdate = trpc.foodCategories.bulkUpdate.useMutation(useCategoryToasts('foodCategories'));
  return (
    <CategoryPanel
      router="foodCategories"
      id="food-categories"
      heading="Food categories"
      description="The categories foods are filed under. Inactive ones stay on their foods but are no longer offered in the food editor."
      categoryWord="category"
      itemWord="food"
      newPlaceholder="e.g. Fruit"
      schema={ZFoodCategoryInput}
      list={list}
      loadingRows={4}
      empty="No categories yet. Add the first above, for example Fruit or Vegetables."
      countOf={(category) => category.foodCount}
      setActive={{
        isPending: bulkUpdate.isPending,
        run: (ids, active, onDone) =>
          bulkUpdate.mutate({ updates: ids.map((id) => ({ id, active })) }, { onSuccess: onDone }),
      }}
    />
  );
}
