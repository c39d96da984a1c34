import { MAX_IMPORT_RECIPES } from '../../../shared/schemas/recipe-imports.ts';
import {
  collapseSpaces,
  fitMethods,
  fitText,
  mealTimesOf,
  plainText,
  RecipeFileError,
  RECIPE_LIMITS,
  servesOf,
  webLink,
  type ImportedRecipe,
} from './imported-recipe.ts';

/**
 * schema.org Recipe objects as JSON-LD (https://schema.org/Recipe): an array of them, one object, or a
 * `@graph` (as web pages embed them), nested graphs and arrays included; nodes of other types are passed
 * over. Pure: the bytes in, the recipes out, in file order.
 */
export function readJsonLd(data: Buffer | string): ImportedRecipe[] {
  let document: unknown;
  try {
    const text = typeof data === 'string' ? data : data.toString('utf8');
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new RecipeFileError('The file is not valid JSON. Export the recipes as schema.org JSON-LD.');
  }
  const nodes: Record<string, unknown>[] = [];
  collectRecipes(document, nodes, 0);
  if (nodes.length === 0) {
    throw new RecipeFileError('The file has no schema.org Recipe: each recipe needs "@type": "Recipe".');
  }
  if (nodes.length > MAX_IMPORT_RECIPES) {
    throw new RecipeFileError(
      `The file has ${nodes.length.toLocaleString('en')} recipes; import at most ${MAX_IMPORT_RECIPES.toLocaleString('en')} at a time.`,
    );
  }
  return nodes.map((node, index) => readRecipe(node, index + 1));
}

/** Whether the text is JSON holding at least one schema.org Recipe. */
export function isJsonLdRecipeFile(data: Buffer): boolean {
  try {
    return readJsonLd(data).length > 0;
  } catch {
    return false;
  }
}

const MAX_DEPTH = 20;

function collectRecipes(value: unknown, into: Record<string, unknown>[], depth: number): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collectRecipes(item, into, depth + 1);
    return;
  }
  const node = value as Record<string, unknown>;
  if (isRecipe(node)) {
    into.push(node);
    return;
  }
  if ('@graph' in node) collectRecipes(node['@graph'], into, depth + 1);
  // A page's WebPage node may hold its recipe as its main entity.
  if ('mainEntity' in node) collectRecipes(node.mainEntity, into, depth + 1);
}

function isRecipe(node: Record<string, unknown>): boolean {
  const type = node['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && /^(?:https?:\/\/schema\.org\/)?Recipe$/i.test(t));
}

function readRecipe(node: Record<string, unknown>, position: number): ImportedRecipe {
  const notes: string[] = [];
  let name = collapseSpaces(plainText(texts(node.name)[0] ?? ''));
  if (name === '') {
    name = `Imported recipe ${position}`;
    notes.push(`The recipe has no name: it was called “${name}”.`);
  }
  name = fitText(name, RECIPE_LIMITS.name, 'name', notes);
  const description = fitText(
    plainText(texts(node.description)[0] ?? '').trim(),
    RECIPE_LIMITS.description,
    'description',
    notes,
  );
  const labels = [...texts(node.recipeCategory), ...texts(node.keywords), ...texts(node.recipeCuisine)];
  const yields = [...yieldValues(node.recipeYield), ...yieldValues(node.yield)];
  return {
    name,
    description,
    video: videoOf(node.video),
    mealTimes: mealTimesOf(labels.map(plainText)),
    methods: fitMethods(steps(node.recipeInstructions, 0), notes),
    numberOfServes: servesOf(yields, notes),
    ingredientLines: texts(node.recipeIngredient ?? node.ingredients)
      .map((line) => collapseSpaces(plainText(line)))
      .filter((line) => line !== ''),
    notes,
  };
}

/** Strings of a value that may be a string, a number, an array of them, or nodes with a name or text. */
function texts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => texts(item));
  if (typeof value === 'object') {
    const node = value as Record<string, unknown>;
    for (const key of ['text', 'name', '@value', 'value']) {
      if (typeof node[key] === 'string') return [node[key]];
    }
  }
  return [];
}

/** recipeYield: a number, a string, a QuantitativeValue, or an array of them. */
function yieldValues(value: unknown): (string | number)[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(yieldValues);
  if (value && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'number') {
    return [(value as { value: number }).value];
  }
  return texts(value);
}

/**
 * The steps of recipeInstructions: a string (one step a line), strings, HowToStep nodes (their text, else
 * their name), HowToSection nodes (their steps, the first led by the section's name), ItemLists.
 */
function steps(value: unknown, depth: number): string[] {
  if (depth > MAX_DEPTH || value === null || value === undefined) return [];
  if (typeof value === 'string') {
    return plainText(value)
      .split(/\r?\n+/)
      .map((line) => line.trim())
      .filter(Boolean);
  }
  if (Array.isArray(value)) return value.flatMap((item) => steps(item, depth + 1));
  if (typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  const items = node.itemListElement ?? node.steps;
  if (items !== undefined) {
    const inner = steps(items, depth + 1);
    const title = typeof node.name === 'string' ? collapseSpaces(plainText(node.name)) : '';
    if (title !== '' && inner.length > 0) inner[0] = `${title}: ${inner[0]}`;
    return inner;
  }
  const text = typeof node.text === 'string' ? node.text : typeof node.name === 'string' ? node.name : '';
  return text.trim() === '' ? [] : [collapseSpaces(plainText(text))];
}

/** A video's link: a URL string, or a VideoObject's contentUrl, embedUrl or url; only http(s). */
function videoOf(value: unknown): string {
  const candidates: string[] = [];
  const visit = (item: unknown) => {
    if (typeof item === 'string') candidates.push(item);
    else if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === 'object') {
      const node = item as Record<string, unknown>;
      for (const key of ['contentUrl', 'embedUrl', 'url'])
        if (typeof node[key] === 'string') candidates.push(node[key]);
    }
  };
  visit(value);
  for (const candidate of candidates) {
    const link = webLink(candidate);
    if (link !== '' && link.length <= RECIPE_LIMITS.video) return link;
  }
  return '';
}
