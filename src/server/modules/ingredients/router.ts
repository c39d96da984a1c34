import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZIngredient,
  ZIngredientIdInput,
  ZIngredientListInput,
  ZIngredientPage,
  ZIngredientSaveInput,
  ZIngredientSearchInput,
  ZIngredientSearchPortion,
} from '../../../shared/schemas/foods.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { getIngredient, listIngredients } from './list-ingredients.ts';
import { deleteIngredient } from './delete-ingredient.ts';
import { saveIngredient } from './save-ingredient.ts';
import { searchIngredient } from './search-ingredient.ts';

const editor = procedureFor(access.ingredients);

/**
 * The ingredient portion library: `search` is SPEC §7 `apis-searchIngredient`, for everyone who builds a
 * recipe; the Ingredients screen's editors keep the library.
 */
export const ingredientsRouter = router({
  search: procedureFor(access.foodSearch)
    .input(ZIngredientSearchInput)
    .output(z.array(ZIngredientSearchPortion))
    .query(({ ctx, input }) => searchIngredient(ctx.db, ctx.actor, input.food)),

  list: editor
    .input(ZIngredientListInput)
    .output(ZIngredientPage)
    .query(({ ctx, input }) => listIngredients(ctx.db, input)),

  get: editor
    .input(ZIngredientIdInput)
    .output(ZIngredient)
    .query(({ ctx, input }) => getIngredient(ctx.db, input.id)),

  save: editor
    .input(ZIngredientSaveInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('ingredientSaved') }))
    .mutation(({ ctx, input }) => saveIngredient(ctx.db, input)),

  delete: editor
    .input(ZIngredientIdInput)
    .output(z.object({ messageKey: z.literal('ingredientDeleted') }))
    .mutation(({ ctx, input }) => deleteIngredient(ctx.db, input.id)),
});
