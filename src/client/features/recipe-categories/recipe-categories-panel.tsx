import { ZRecipeCategoryInput } from '../../../shared/schemas/recipe-categories.ts';
import { CategoryPanel } from '../../components/category-panel.tsx';
import { trpc } from '../../lib/trpc.ts';

/** The recipe categories (SPEC §7 categories): add, rename, delete, with how many recipes each has. */
export function RecipeCategoriesPanel() {
  const list = trpc.recipeCategories.list.useQuery();
  return (
    <CategoryPanel
      router="recipeCategories"
      id="recipe-categories"
      heading="Recipe categories"
      description="The categories recipes are filed under."
      categoryWord="recipe category"
      itemWord="recipe"
      newPlaceholder="e.g. Soups"
      schema={ZRecipeCategoryInput}
      list={list}
      loadingRows={3}
      empty="No recipe categories yet. Add the first above, for example Soups or Salads."
      countOf={(category) => category.recipeCount}
    />
  );
}
