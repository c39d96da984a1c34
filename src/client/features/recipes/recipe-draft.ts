import { ingredientGrams, type IngredientPortion } from '../../../shared/nutrition/ingredient-grams.ts';
import { recipeNutrition, type RecipeNutrition } from '../../../shared/nutrition/recipe-nutrition.ts';
import type { Food } from '../../../shared/schemas/foods.ts';
import {
  RECIPE_MEAL_TIMES,
  RECIPE_MEASURES,
  type Recipe,
  type RecipeInput,
  type RecipeListItem,
  type RecipeMealTime,
  type RecipeMeasure,
} from '../../../shared/schemas/recipes.ts';
import { parseAmount } from './recipe-words.ts';

/**
 * The recipe editor's working copy: text as typed (a half-typed "1," is kept, not turned into a number),
 * and a stable key on every row so that reordering keeps each row's focus and input.
 */

/** A measure choice in the editor: a built-in measure, or `portion:<id>` for one of the food's portions. */
export type MeasureChoice = RecipeMeasure | `portion:${string}`;

export interface IngredientDraft {
  key: number;
  foodId: string;
  foodName: string;
  measure: MeasureChoice;
  quantity: string;
  /** The saved portion's name, shown until the food (with its portions) has loaded. */
  portionLabel?: string;
}

export interface MethodDraft {
  key: number;
  text: string;
}

export interface PhotoDraft {
  key: string;
  /** The recipe's stored photo with its resized copies, or null for one just uploaded. */
  stored: RecipeListItem['photo'];
  /** The just-uploaded original, shown until the recipe is saved. */
  uploadedUrl: string | null;
}

export interface RecipeDraft {
  name: string;
  description: string;
  video: string;
  categoryId: string | null;
  photo: PhotoDraft | null;
  mealTimes: RecipeMealTime[];
  methods: MethodDraft[];
  tags: string[];
  nutritionTags: string[];
  numberOfServes: string;
  ingredients: IngredientDraft[];
}

let nextKey = 1;
/** A key no other row of this page has. */
export function rowKey(): number {
  return nextKey++;
}

export function emptyDraft(): RecipeDraft {
  return {
    name: '',
    description: '',
    video: '',
    categoryId: null,
    photo: null,
    mealTimes: [],
    methods: [{ key: rowKey(), text: '' }],
    tags: [],
    nutritionTags: [],
    numberOfServes: '1',
    ingredients: [],
  };
}

function isBuiltInMeasure(measure: string): measure is RecipeMeasure {
  return (RECIPE_MEASURES as readonly string[]).includes(measure);
}

/** A saved ingredient as an editor row. */
export function ingredientDraft(ingredient: Recipe['ingredients'][number]): IngredientDraft {
  const base = { key: rowKey(), foodId: ingredient.foodId, foodName: ingredient.foodName };
  if (ingredient.portionId !== null) {
    return {
      ...base,
      measure: `portion:${ingredient.portionId}`,
      quantity: String(ingredient.quantity),
      portionLabel: ingredient.portionName ?? ingredient.measure,
    };
  }
  if (isBuiltInMeasure(ingredient.measure)) {
    return { ...base, measure: ingredient.measure, quantity: String(ingredient.quantity) };
  }
  // The portion it was measured in has since been deleted from the food: its stored weight is all that is
  // left, so the row keeps the same amount in grams instead of failing on save.
  return { ...base, measure: 'gram', quantity: String(Math.round(ingredient.grams * 10) / 10) };
}

export function draftFromRecipe(recipe: Recipe): RecipeDraft {
  return {
    name: recipe.name,
    description: recipe.description,
    video: recipe.video,
    categoryId: recipe.categoryId,
    photo: recipe.photo ? { key: recipe.photo.key, stored: recipe.photo, uploadedUrl: null } : null,
    mealTimes: recipe.mealTimes.filter((time): time is RecipeMealTime =>
      (RECIPE_MEAL_TIMES as readonly string[]).includes(time),
    ),
    methods:
      recipe.methods.length > 0
        ? recipe.methods.map((text) => ({ key: rowKey(), text }))
        : [{ key: rowKey(), text: '' }],
    tags: recipe.tags,
    // The derived "contains" tags come from the ingredients, not the field: the editor shows them locked.
    nutritionTags: recipe.nutritionTags.filter((tag) => !recipe.derivedTags.includes(tag)),
    numberOfServes: String(recipe.numberOfServes),
    ingredients: recipe.ingredients.map(ingredientDraft),
  };
}

/** A food's default amount as a new row: its default portion if it has one by that name, else grams. */
export function ingredientFromFood(food: Food): IngredientDraft {
  const wanted = food.defaultMeasurement.toLowerCase();
  const portion = food.portions.find((p) => p.name.toLowerCase() === wanted);
  return {
    key: rowKey(),
    foodId: food.id,
    foodName: food.name,
    measure: portion ? `portion:${portion.id}` : 'gram',
    quantity: String(food.defaultWeight > 0 ? food.defaultWeight : 100),
  };
}

/** What a measure choice weighs per unit, as the shared engine takes it; null when the portion is gone. */
export function portionOf(measure: MeasureChoice, food: Food | undefined): IngredientPortion | null {
  if (isBuiltInMeasure(measure)) return measure;
  const id = measure.slice('portion:'.length);
  return food?.portions.find((portion) => portion.id === id) ?? null;
}

/** An ingredient's weight in grams while typing; null until its quantity and measure make sense. */
export function draftGrams(row: IngredientDraft, food: Food | undefined): number | null {
  const quantity = parseAmount(row.quantity);
  const portion = portionOf(row.measure, food);
  if (quantity === null || portion === null) return null;
  return ingredientGrams({ quantity, portion });
}

export interface LiveNutrition extends RecipeNutrition {
  /** Null while the number of serves is not a number above 0. */
  perServeOrNull: RecipeNutrition['perServe'] | null;
  /** Rows left out because their food is still loading or their amount is not a number yet. */
  pending: number;
}

/** The nutrition as it stands while typing, by the same engine the server saves it with. */
export function liveNutrition(draft: RecipeDraft, foods: ReadonlyMap<string, Food>): LiveNutrition {
  let pending = 0;
  const ingredients = draft.ingredients.flatMap((row) => {
    const food = foods.get(row.foodId);
    const grams = draftGrams(row, food);
    if (!food || grams === null) {
      pending += 1;
      return [];
    }
    return [{ per100g: food.nutrients, grams }];
  });
  const serves = parseAmount(draft.numberOfServes);
  const servesKnown = serves !== null && Number.isFinite(serves) && serves > 0;
  const nutrition = recipeNutrition({ ingredients, numberOfServes: servesKnown ? serves : 1 });
  return { ...nutrition, perServeOrNull: servesKnown ? nutrition.perServe : null, pending };
}

/**
 * The draft as the procedures take it. Unreadable numbers go as NaN, so the shared schema refuses them with
 * its own words ("Enter the quantity.").
 */
export function draftToInput(draft: RecipeDraft): RecipeInput {
  return {
    name: draft.name,
    description: draft.description,
    video: draft.video,
    categoryId: draft.categoryId,
    photoKey: draft.photo?.key ?? null,
    mealTimes: draft.mealTimes,
    // A step left blank at the end is the empty row the editor starts with, not a step.
    methods: draft.methods
      .map((method) => method.text)
      .filter((text, index, all) => {
        const isTrailingBlank = text.trim() === '' && all.slice(index).every((rest) => rest.trim() === '');
        return !isTrailingBlank;
      }),
    tags: draft.tags,
    nutritionTags: draft.nutritionTags,
    numberOfServes: parseAmount(draft.numberOfServes) ?? Number.NaN,
    ingredients: draft.ingredients.map((row) => {
      const portionId = row.measure.startsWith('portion:') ? row.measure.slice('portion:'.length) : null;
      return {
        foodId: row.foodId,
        portionId,
        measure: portionId === null ? (row.measure as RecipeMeasure) : null,
        quantity: parseAmount(row.quantity) ?? Number.NaN,
      };
    }),
  };
}
