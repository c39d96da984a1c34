import type { RecipeImportReason } from '../../../shared/schemas/recipe-imports.ts';
import type { FoodFinder } from './find-food.ts';
import { parseIngredientLine, type ParsedIngredient } from './ingredient-line.ts';
import { resolveMeasure, type ResolvedMeasure } from './resolve-measure.ts';

/** What became of one ingredient line: a header, an ingredient of the recipe, or a line left out. */
export type LineOutcome =
  | { outcome: 'header'; line: string; title: string }
  | {
      outcome: 'matched';
      line: string;
      food: { id: string; name: string };
      measure: ResolvedMeasure;
      /** How the line was read, where that was not plain. */
      message: string;
    }
  | {
      outcome: 'unmatched';
      line: string;
      reason: RecipeImportReason;
      message: string;
      /** The food that was found, when it was the measure that failed. */
      food: { id: string; name: string } | null;
    };

/**
 * Reads an ingredient line and finds its food and measure (see ingredient-line.ts, find-food.ts and
 * resolve-measure.ts). Of the foods as likely as the best, the first whose portions can measure the line
 * is taken ("1 cup walnuts": the walnuts with a cup portion). A line without an amount ("Sugar", "salt to
 * taste", "0 Salad oil") is not guessed at: it is left out, and reported.
 */
export async function matchIngredientLine(line: string, finder: FoodFinder): Promise<LineOutcome> {
  const parsed = parseIngredientLine(line);
  if (parsed.kind === 'header') return { outcome: 'header', line, title: parsed.title };

  const missingAmount = amountProblem(parsed);
  if (missingAmount) return unmatched(line, 'noQuantity', missingAmount);
  if (parsed.food === '') return unmatched(line, 'noFood', 'The line names no food.');

  const choices = await finder.find(parsed.food);
  if (!choices) return unmatched(line, 'noFood', `No published food matches “${parsed.food}”.`);

  const headWord = choices.words.at(-1) ?? '';
  let firstFailure: string | null = null;
  for (const food of choices.foods) {
    const measure = resolveMeasure(parsed, food.name, headWord, food.portions);
    if (measure.ok) {
      const notes = [...parsed.notes];
      if (choices.bySpelling) {
        notes.push(`Found by a spelling near “${headWord}”: check the food.`);
      } else if (choices.matchedWords.length < choices.words.length) {
        const left = choices.words.filter((word) => !choices.matchedWords.includes(word));
        notes.push(
          `No food has every word; found by “${choices.matchedWords.join(' ')}” without “${left.join(' ')}”: check the food.`,
        );
      }
      if (measure.how) notes.push(`${measure.how}.`);
      return {
        outcome: 'matched',
        line,
        food: { id: food.id, name: food.name },
        measure,
        message: notes.join(' '),
      };
    }
    firstFailure ??= measure.message;
  }
  const best = choices.foods[0]!;
  return {
    outcome: 'unmatched',
    line,
    reason: 'noMeasure',
    message: `${firstFailure}.`,
    food: { id: best.id, name: best.name },
  };
}

function amountProblem(parsed: ParsedIngredient): string | null {
  if (parsed.toTaste) return 'No amount: “to taste”.';
  if (parsed.amount === null) return 'No amount given.';
  if (parsed.amount.quantity === 0) return 'The amount is 0.';
  return null;
}

function unmatched(line: string, reason: RecipeImportReason, message: string): LineOutcome {
  return { outcome: 'unmatched', line, reason, message, food: null };
}
