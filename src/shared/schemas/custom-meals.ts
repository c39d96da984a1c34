import { z } from 'zod';
import { ZMealIdInput } from './planner.ts';
import { ZRecipeIngredient, ZRecipeInput } from './recipes.ts';
import { text } from './text.ts';

/**
 * A meal customised for one client (decision 043): its own file, so the planner's first render does not
 * carry the schemas only the customise dialog (loaded on first open) and the server use.
 */

/** Longest note a customised meal carries. */
export const MEAL_NOTE_MAX = 2_000;

/**
 * "Customise for this client" (decision 043): the meal's recipe as the professional changed it for this
 * plan only: its ingredients (the recipe editor's rows and rules), the serves they make, and a note.
 */
export const ZMealCustomiseInput = ZMealIdInput.extend({
  numberOfServes: ZRecipeInput.shape.numberOfServes,
  ingredients: ZRecipeInput.shape.ingredients,
  note: text()
    .trim()
    .max(MEAL_NOTE_MAX, { error: `A note is at most ${MEAL_NOTE_MAX.toLocaleString('en')} characters.` })
    .default(''),
});

/** A meal's recipe for the customise dialog: the catalogue version and, if any, the customised one. */
export const ZMealRecipeVersions = z.object({
  mealId: text(),
  serves: z.number(),
  recipe: z.object({ id: text(), name: text() }),
  original: z.object({ numberOfServes: z.number(), ingredients: z.array(ZRecipeIngredient) }),
  custom: z
    .object({ numberOfServes: z.number(), note: text(), ingredients: z.array(ZRecipeIngredient) })
    .nullable(),
});
export type MealRecipeVersions = z.infer<typeof ZMealRecipeVersions>;
