import type { CellValue } from 'exceljs';
import { loadExcelJS } from '../../lazy-packages.ts';
import { MAX_IMPORT_LINES_PER_RECIPE, MAX_IMPORT_RECIPES } from '../../../shared/schemas/recipe-imports.ts';
import { cellText, normaliseHeader } from '../food-imports/spreadsheet-cells.ts';
import { workbookRows } from '../food-imports/workbook-rows.ts';
import {
  collapseSpaces,
  fitMethods,
  fitText,
  mealTimesOf,
  RecipeFileError,
  RECIPE_LIMITS,
  servesOf,
  webLink,
  type ImportedRecipe,
} from './imported-recipe.ts';

/**
 * The app's recipe template: sheet "Recipes", header in row 1, one row per ingredient line. A recipe
 * starts at a row with its name and goes on down the rows below with no name; each row adds its
 * ingredient line and its method step, so a recipe reads down the sheet as it reads in a cookbook. The
 * same headers write the downloadable file and read an uploaded one.
 */
export const RECIPE_TEMPLATE_SHEET = 'Recipes';

export const RECIPE_TEMPLATE_HEADERS = {
  name: 'Recipe name',
  serves: 'Serves',
  mealTimes: 'Meal times',
  description: 'Description',
  video: 'Video link',
  ingredient: 'Ingredient',
  method: 'Method step',
} as const;

type Column = keyof typeof RECIPE_TEMPLATE_HEADERS;

const WIDTHS: Record<Column, number> = {
  name: 32,
  serves: 10,
  mealTimes: 18,
  description: 40,
  video: 30,
  ingredient: 44,
  method: 60,
};

/** The example on the instructions sheet: one recipe, three ingredient lines and a section header. */
const EXAMPLE: readonly (readonly string[])[] = [
  [
    'Lemon yoghurt cake',
    '8',
    'Dessert, Snack',
    'A light cake for afternoon tea.',
    '',
    '## Cake',
    'Heat the oven to 180 °C.',
  ],
  ['', '', '', '', '', '2 cups self-raising flour', 'Mix the flour, sugar and yoghurt.'],
  ['', '', '', '', '', '1 cup plain yoghurt', 'Bake for 40 minutes.'],
  ['', '', '', '', '', '3/4 cup caster sugar', ''],
];

const INSTRUCTIONS: readonly [string, string][] = [
  ['How to fill in the recipe template', ''],
  ['', ''],
  [
    'One row per ingredient line',
    'A recipe starts at the row with its name and carries on down the rows below whose name is empty (or the same). Each row adds one ingredient line and one method step; leave a cell empty when that row has none.',
  ],
  [RECIPE_TEMPLATE_HEADERS.name, 'Required on a recipe’s first row. A name again starts the next recipe.'],
  [
    RECIPE_TEMPLATE_HEADERS.serves,
    'On the first row: how many serves the recipe makes (8, or "8 servings"). Left empty, the recipe makes 1 serve and the report says so.',
  ],
  [
    RECIPE_TEMPLATE_HEADERS.mealTimes,
    'On the first row, optional: Breakfast, Lunch, Dinner, Dessert or Snack, separated by commas.',
  ],
  [RECIPE_TEMPLATE_HEADERS.description, 'On the first row, optional.'],
  [RECIPE_TEMPLATE_HEADERS.video, 'On the first row, optional: a link starting with http:// or https://.'],
  [
    RECIPE_TEMPLATE_HEADERS.ingredient,
    'The line as a recipe writes it: amount, unit, food and notes after a comma, e.g. "1 1/2 cups plain flour, sifted", "2 eggs", "200 g feta, crumbled". A line starting with ## or ending with a colon ("For the sauce:") is a section header.',
  ],
  [RECIPE_TEMPLATE_HEADERS.method, 'One step of the method; the steps keep their order.'],
  ['', ''],
  [
    'How lines are matched',
    'Each ingredient line is matched to a published food. Weights (g, kg, oz, lb) are converted to grams; cups, spoons and other measures need a portion of that measure on the food (or another volume portion to scale from); counts ("2 eggs", "1 can") need a portion to count. A line that cannot be matched is left out of its recipe and listed in the report; such a recipe is saved with the status Error, for you to finish in Edit recipe.',
  ],
  ['', ''],
  ['Example', ''],
];

/** Every header, in column order. */
export function recipeTemplateHeaders(): string[] {
  return Object.values(RECIPE_TEMPLATE_HEADERS);
}

/** The downloadable template: the header row on "Recipes", instructions and an example on a second sheet. */
export async function buildRecipeTemplate(): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Meal planner';
  const recipes = workbook.addWorksheet(RECIPE_TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  recipes.columns = (Object.keys(RECIPE_TEMPLATE_HEADERS) as Column[]).map((column) => ({
    header: RECIPE_TEMPLATE_HEADERS[column],
    width: WIDTHS[column],
  }));
  recipes.getRow(1).font = { bold: true };

  const instructions = workbook.addWorksheet('Instructions');
  instructions.columns = [{ width: 28 }, { width: 110 }];
  instructions.addRows(INSTRUCTIONS.map((row) => [...row]));
  instructions.getRow(1).font = { bold: true, size: 14 };
  instructions.getColumn(1).font = { bold: true };
  const headerRow = instructions.addRow(recipeTemplateHeaders());
  headerRow.font = { bold: true };
  for (const row of EXAMPLE) instructions.addRow([...row]);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const NAME_HEADER = normaliseHeader(RECIPE_TEMPLATE_HEADERS.name);
const INGREDIENT_HEADER = normaliseHeader(RECIPE_TEMPLATE_HEADERS.ingredient);

/** Whether a row is the template's header: it has a "Recipe name" and an "Ingredient" cell. */
export function isRecipeTemplateHeader(cells: readonly CellValue[]): boolean {
  const headers = cells.map((cell) => normaliseHeader(cell));
  return headers.includes(NAME_HEADER) && headers.includes(INGREDIENT_HEADER);
}

interface Draft {
  row: number;
  name: string;
  serves: string;
  mealTimes: string;
  description: string;
  video: string;
  ingredientLines: string[];
  methods: string[];
}

/**
 * The recipes of a filled-in template: under the header row of the first sheet that has one, in row
 * order. Rows that are empty are passed over.
 */
export async function readRecipeTemplate(data: Buffer): Promise<ImportedRecipe[]> {
  let sheetName: string | null = null;
  let columns: Map<Column, number> | null = null;
  const drafts: Draft[] = [];
  try {
    for await (const { sheet, row, cells } of workbookRows(data)) {
      if (!columns) {
        if (!isRecipeTemplateHeader(cells)) continue;
        sheetName = sheet;
        columns = new Map();
        for (const column of Object.keys(RECIPE_TEMPLATE_HEADERS) as Column[]) {
          const index = cells.findIndex(
            (cell) => normaliseHeader(cell) === normaliseHeader(RECIPE_TEMPLATE_HEADERS[column]),
          );
          if (index >= 0) columns.set(column, index);
        }
        continue;
      }
      if (sheet !== sheetName) break;
      const at = (column: Column) => {
        const index = columns!.get(column);
        return index === undefined ? '' : cellText(cells[index]).trim();
      };
      const name = collapseSpaces(at('name'));
      const ingredient = collapseSpaces(at('ingredient'));
      const method = at('method');
      const current = drafts.at(-1);
      if (name !== '' && name !== current?.name) {
        if (drafts.length >= MAX_IMPORT_RECIPES) {
          throw new RecipeFileError(
            `The template has more than ${MAX_IMPORT_RECIPES.toLocaleString('en')} recipes; import at most that many at a time.`,
          );
        }
        drafts.push({
          row,
          name,
          serves: at('serves'),
          mealTimes: at('mealTimes'),
          description: at('description'),
          video: at('video'),
          ingredientLines: ingredient ? [ingredient] : [],
          methods: method ? [method] : [],
        });
        continue;
      }
      if (ingredient === '' && method === '') continue;
      if (!current) {
        throw new RecipeFileError(
          `Row ${row} has an ingredient or a step but no recipe name on it or above it.`,
        );
      }
      if (ingredient) current.ingredientLines.push(ingredient);
      if (method) current.methods.push(method);
      if (current.ingredientLines.length > MAX_IMPORT_LINES_PER_RECIPE) {
        throw new RecipeFileError(
          `The recipe “${current.name}” (row ${current.row}) has more than ${MAX_IMPORT_LINES_PER_RECIPE} ingredient lines.`,
        );
      }
    }
  } catch (error) {
    if (error instanceof RecipeFileError) throw error;
    throw new RecipeFileError(
      'The file could not be read as an Excel workbook. Save it as .xlsx and upload it again.',
    );
  }
  if (!columns) {
    throw new RecipeFileError(
      'The workbook has no header row with “Recipe name” and “Ingredient”: use the recipe template.',
    );
  }
  if (drafts.length === 0)
    throw new RecipeFileError('The recipe template has no recipe under its header row.');
  return drafts.map(toImportedRecipe);
}

function toImportedRecipe(draft: Draft): ImportedRecipe {
  const notes: string[] = [];
  const name = fitText(draft.name, RECIPE_LIMITS.name, 'name', notes);
  const mealTimes = mealTimesOf([draft.mealTimes]);
  const unknownTimes = draft.mealTimes
    .split(/[,;/|]/)
    .map((part) => collapseSpaces(part))
    .filter((part) => part !== '' && mealTimesOf([part]).length === 0);
  if (unknownTimes.length > 0) {
    notes.push(
      `${unknownTimes.map((t) => `“${t}”`).join(', ')} is not a meal time (Breakfast, Lunch, Dinner, Dessert, Snack): left out.`,
    );
  }
  const video = webLink(draft.video);
  if (draft.video !== '' && video === '')
    notes.push(`The video “${draft.video}” is not an http(s) link: left out.`);
  return {
    name,
    description: fitText(draft.description, RECIPE_LIMITS.description, 'description', notes),
    video: video.length <= RECIPE_LIMITS.video ? video : '',
    mealTimes,
    methods: fitMethods(draft.methods, notes),
    numberOfServes: servesOf(draft.serves === '' ? [] : [draft.serves], notes),
    ingredientLines: draft.ingredientLines,
    notes,
  };
}
