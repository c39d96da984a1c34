import { ZFoodCategoryInput } from '../../../shared/schemas/foods.ts';
import { CategoryPanel } from '../../components/category-panel.tsx';
import { trpc } from '../../lib/trpc.ts';
import {
  DeleteFoodCategoryDialog,
  RenameFoodCategoryDialog,
  useCategoryCallbacks,
} from './category-dialogs.tsx';

/** The food categories with their food counts: add, rename, delete, (de)activate. */
export function FoodCategoriesPanel() {
  const list = trpc.foodCategories.list.useQuery({ includeInactive: true });
  const add = trpc.foodCategories.add.useMutation(useCategoryCallbacks());
  const bulkUpdate = trpc.foodCategories.bulkUpdate.useMutation(useCategoryCallbacks());
  return (
    <CategoryPanel
      id="food-categories"
      heading="Food categories"
      description="The categories foods are filed under. Inactive ones stay on their foods but are no longer offered in the food editor."
      newLabel="New category"
      newPlaceholder="e.g. Fruit"
      schema={ZFoodCategoryInput}
      add={add}
      list={list}
      loadingLabel="Loading categories…"
      loadingRows={4}
      empty="No categories yet. Add the first above, for example Fruit or Vegetables."
      countHeading="Foods"
      countOf={(category) => category.foodCount}
      setActive={{
        isPending: bulkUpdate.isPending,
        run: (ids, active, onDone) =>
          bulkUpdate.mutate({ updates: ids.map((id) => ({ id, active })) }, { onSuccess: onDone }),
      }}
      dialog={({ kind, category }, onDone) =>
        kind === 'rename' ? (
          <RenameFoodCategoryDialog category={category} onDone={onDone} />
        ) : (
          <DeleteFoodCategoryDialog category={category} onDone={onDone} />
        )
      }
    />
  );
}
