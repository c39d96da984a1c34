import { z } from 'zod';
import { text } from './text.ts';
import { ZFoodCategoryInput } from './foods.ts';

/** SPEC §2 Categories and §7 categories (list, add, update name, delete): what recipes are filed under. */

/** A recipe category's name follows the food categories' rule. */
export const ZRecipeCategoryInput = ZFoodCategoryInput;
export const ZRecipeCategoryRename = ZRecipeCategoryInput.extend({ id: z.uuid() });
export const ZRecipeCategoryIdInput = z.object({ id: z.uuid() });

export const ZRecipeCategory = z.object({
  id: text(),
  name: text(),
  /** How many recipes (my recipes included) are filed under it. */
  recipeCount: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type RecipeCategory = z.infer<typeof ZRecipeCategory>;
