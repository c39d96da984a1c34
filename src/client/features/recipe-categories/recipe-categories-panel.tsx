import { ZRecipeCategoryInput } from '../../../shared/schemas/recipe-categories.ts';
import { CategoryPanel } from '../../components/category-panel.tsx';
import { trpc } from '../../lib/trpc.ts';
import {
  DeleteRecipeCategoryDialog,
  RenameRecipeCategoryDialog,
  useRecipeCategoryCallbacks,
} from './recipe-category-dialogs.tsx';

/** The recipe categories (SPEC §7 categories): add, rename, delete, with how many recipes each has. */
export function RecipeCategoriesPanel() {
  const list = trpc.recipeCategories.list.useQuery();
  const add = trpc.recipeCategories.add.useMutation(useRecipeCategoryCallbacks());
  return (
    <CategoryPanel
      id="recipe-categories"
      heading="Recipe categories"
      description="The categories recipes are filed under."
      newLabel="New recipe category"
      newPlaceholder="e.g. Soups"
      schema={ZRecipeCategoryInput}
      add={add}
      list={list}
      loadingLabel="Loading recipe categories…"
      loadingRows={3}
      empty="No recipe categories yet. Add the first above, for example Soups or Salads."
      countHeading="Recipes"
      countOf={(category) => category.recipeCount}
      dialog={({ kind, category }, onDone) =>
        kind === 'rename' ? (
          <RenameRecipeCategoryDialog category={category} onDone={onDone} />
        ) : (
          <DeleteRecipeCategoryDialog category={category} onDone={onDone} />
        )
      }
    />
  );
}
