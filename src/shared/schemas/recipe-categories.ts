import { z } from 'zod';

/** SPEC §2 Categories and §7 categories (list, add, update name, delete): what recipes are filed under. */

export const ZRecipeCategoryInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter the category name.')
    .max(80, 'The category name must be at most 80 characters.'),
});
export const ZRecipeCategoryRename = ZRecipeCategoryInput.extend({ id: z.uuid() });
export const ZRecipeCategoryIdInput = z.object({ id: z.uuid() });

export const ZRecipeCategory = z.object({
  id: z.string(),
  name: z.string(),
  /** How many recipes (my recipes included) are filed under it. */
  recipeCount: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type RecipeCategory = z.infer<typeof ZRecipeCategory>;
