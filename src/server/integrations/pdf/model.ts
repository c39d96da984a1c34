import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import type { NutrientKey } from '../../../shared/nutrition/nutrients.ts';
import type { MacroTotals } from '../../../shared/planning/day-totals.ts';
import type { PlanMealType } from '../../../shared/schemas/meal-plans.ts';
import type { ShoppingItem } from '../../../shared/schemas/planner.ts';
import type { ClientSafety } from '../../../shared/schemas/safety.ts';

/**
 * What a document shows, decided by src/server/modules/documents (from the same plan, nutrition and
 * shopping-list functions the screens use) and only laid out here. Images are JPEG or PNG bytes; before
 * they are read from storage, the same shapes hold their references instead (`Image`).
 */

export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export interface DocumentBrand<Image = Buffer> {
  /** The professional's colour, "#rrggbb". */
  color: string;
  logo: Image | null;
  /** Who prepared the document: "Prepared by {name}". */
  preparedBy: string;
}

export interface DocumentIngredient {
  quantity: number;
  /** "cup", "g", "kg", "L" or the food's portion name. */
  measure: string;
  foodName: string;
  grams: number;
}

export interface DocumentRecipe<Image = Buffer> {
  id: string;
  name: string;
  description: string;
  photo: Image | null;
  /** The serves the ingredients are given for. */
  serves: number;
  ingredients: DocumentIngredient[];
  /** The method's steps; empty when the owner hides instructions. */
  methods: string[];
  /** Nutrition of one serve (energy in kJ). */
  perServe: Record<NutrientKey, number>;
  /** Set when this is a meal's recipe customised for the client (decision 043), with the note for them. */
  custom?: { note: string } | null;
  /**
   * How the recipe, in the plan's meals, goes against the client's record (issue 29), one line each:
   * "Contains Peanuts (Peanut butter)", "Avoided: mushrooms". Empty or absent when it is safe.
   */
  warnings?: string[];
}

export interface DocumentBase<Image = Buffer> {
  paper: PaperSize;
  energyUnit: EnergyUnit;
  brand: DocumentBrand<Image>;
}

export interface PlanDayMeal {
  mealType: PlanMealType;
  recipeName: string | null;
  noMeal: boolean;
  serves: number;
  energyKj: number;
  /** The meal's recipe is customised for the client (decision 043). */
  customised?: boolean;
  /** How the meal goes against the client's record, one line each (DocumentRecipe.warnings). */
  warnings?: string[];
}

export interface PlanDay {
  day: number;
  meals: PlanDayMeal[];
  totals: MacroTotals;
}

export interface ShoppingGroupModel {
  aisle: string;
  items: ShoppingItem[];
}

export interface MealPlanDocument<Image = Buffer> extends DocumentBase<Image> {
  planName: string;
  clientName: string;
  description: string;
  energyTargetKj: number | null;
  /** The grid's rows, in planner order. */
  mealTypes: PlanMealType[];
  days: PlanDay[];
  recipes: DocumentRecipe<Image>[];
  shopping: ShoppingGroupModel[];
  /** How many meals are customised for the client; their own ingredients are on the shopping list. */
  customisedMeals?: number;
  /** The client's allergies, intolerances and avoided foods, stated on the cover (issue 29). */
  clientSafety?: ClientSafety;
  /** How many foods the shopping list leaves off because they go against the client's record. */
  shoppingLeftOff?: number;
}

export interface RecipeBookDocument<Image = Buffer> extends DocumentBase<Image> {
  title: string;
  clientName: string;
  description: string;
  recipes: DocumentRecipe<Image>[];
  /** As a meal plan's: the client's record, stated on the cover. */
  clientSafety?: ClientSafety;
}

export interface RecipeDocument<Image = Buffer> extends DocumentBase<Image> {
  recipe: DocumentRecipe<Image>;
}
