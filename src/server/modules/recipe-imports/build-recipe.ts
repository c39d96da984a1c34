import { ZRecipeInput, type RecipeValues } from '../../../shared/schemas/recipes.ts';
import type { RecipeImportOutcome, RecipeImportReason } from '../../../shared/schemas/recipe-imports.ts';
import type { ImportedRecipe } from './imported-recipe.ts';
import type { LineOutcome } from './match-ingredient.ts';

/** The most ingredients a recipe may have (src/shared/schemas/recipes.ts). */
const MAX_INGREDIENTS = 100;
/** The largest quantity an ingredient may have; more grams than this are written in Kg. */
const MAX_QUANTITY = 100_000;

/** A line of the import's report, before it has the id of the recipe it belongs to. */
export interface ReportLineDraft {
  lineNumber: number;
  line: string;
  outcome: RecipeImportOutcome;
  reason: RecipeImportReason | null;
  message: string;
  foodId: string | null;
  foodName: string | null;
  quantity: number | null;
  measure: string | null;
  grams: number | null;
}

export interface BuiltRecipe {
  input: RecipeValues;
  /** The recipe's errors[]: its unmatched lines, readable. */
  errors: string[];
  report: ReportLineDraft[];
}

interface Ingredient {
  foodId: string;
  portionId: string | null;
  measure: 'gram' | 'Kg' | null;
  quantity: number;
  grams: number;
}

/**
 * The recipe to save from what the file gave and what became of each of its lines: the matched lines as
 * its ingredients, in order (a food named twice, "## Cake: 1 cup sugar" and "## Icing: 1/2 cup sugar",
 * is one ingredient with both amounts, since a recipe has each food once); the unmatched lines as its
 * errors; and every line and note for the report.
 */
export function buildRecipe(recipe: ImportedRecipe, outcomes: readonly LineOutcome[]): BuiltRecipe {
  const ingredients = new Map<string, Ingredient>();
  const errors: string[] = [];
  const report: ReportLineDraft[] = recipe.notes.map((note) => ({
    ...emptyLine(0, ''),
    outcome: 'note',
    message: note,
  }));

  outcomes.forEach((outcome, index) => {
    const lineNumber = index + 1;
    if (outcome.outcome === 'header') {
      report.push({ ...emptyLine(lineNumber, outcome.line), outcome: 'header' });
      return;
    }
    if (outcome.outcome === 'unmatched') {
      errors.push(`“${outcome.line}”: ${outcome.message}`);
      report.push({
        ...emptyLine(lineNumber, outcome.line),
        outcome: 'unmatched',
        reason: outcome.reason,
        message: outcome.message,
        foodId: outcome.food?.id ?? null,
        foodName: outcome.food?.name ?? null,
      });
      return;
    }
    const { food, measure } = outcome;
    const existing = ingredients.get(food.id);
    if (!existing && ingredients.size >= MAX_INGREDIENTS) {
      const message = `The recipe already has ${MAX_INGREDIENTS} ingredients, the most a recipe may have.`;
      errors.push(`“${outcome.line}”: ${message}`);
      report.push({
        ...emptyLine(lineNumber, outcome.line),
        outcome: 'unmatched',
        reason: 'tooManyIngredients',
        message,
        foodId: food.id,
        foodName: food.name,
      });
      return;
    }
    let message = outcome.message;
    if (existing) {
      merge(existing, measure);
      message = [message, `Added to the earlier line of ${food.name}: the recipe has it once.`]
        .filter(Boolean)
        .join(' ');
    } else {
      ingredients.set(food.id, {
        foodId: food.id,
        portionId: measure.portionId,
        measure: measure.measure,
        quantity: measure.quantity,
        grams: measure.grams,
      });
    }
    report.push({
      ...emptyLine(lineNumber, outcome.line),
      outcome: 'matched',
      message,
      foodId: food.id,
      foodName: food.name,
      quantity: measure.quantity,
      measure: measure.amount,
      grams: measure.grams,
    });
  });

  if (ingredients.size === 0 && errors.length === 0) {
    // A recipe needs an ingredient (SPEC §5): one whose file lists none waits in error for them.
    const message = 'The file lists no ingredients for this recipe.';
    errors.push(message);
    report.push({ ...emptyLine(0, ''), outcome: 'note', message });
  }

  const input = ZRecipeInput.parse({
    name: recipe.name,
    description: recipe.description,
    video: recipe.video,
    mealTimes: recipe.mealTimes,
    methods: recipe.methods,
    numberOfServes: recipe.numberOfServes,
    ingredients: [...ingredients.values()].map(({ grams: _grams, ...ingredient }) => fitQuantity(ingredient)),
  });
  return { input, errors, report };
}

/** Two amounts of one food: of the same measure they add up; else they are weighed together in grams. */
function merge(existing: Ingredient, added: Omit<Ingredient, 'foodId'>): void {
  if (existing.portionId === added.portionId && existing.measure === added.measure) {
    existing.quantity = round(existing.quantity + added.quantity);
  } else {
    existing.portionId = null;
    existing.measure = 'gram';
    existing.quantity = round(existing.grams + added.grams);
  }
  existing.grams = round(existing.grams + added.grams);
}

function fitQuantity(ingredient: Omit<Ingredient, 'grams'>): Omit<Ingredient, 'grams'> {
  if (ingredient.measure === 'gram' && ingredient.quantity > MAX_QUANTITY) {
    return { ...ingredient, measure: 'Kg', quantity: round(ingredient.quantity / 1000) };
  }
  return ingredient;
}

/** Sums of decimals without their binary noise (0.1 + 0.2). */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function emptyLine(lineNumber: number, line: string): ReportLineDraft {
  return {
    lineNumber,
    line,
    outcome: 'note',
    reason: null,
    message: '',
    foodId: null,
    foodName: null,
    quantity: null,
    measure: null,
    grams: null,
  };
}
