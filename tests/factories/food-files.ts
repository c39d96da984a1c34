import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { buildFoodTemplate, TEMPLATE_SHEET } from '../../src/server/modules/food-imports/food-template.ts';

/**
 * Small food files in the formats the importer reads, with the quirks of the real ones, made in the test
 * that uses them (the real AFCD workbook is not ours to commit).
 */

type Cell = string | number | null;

/**
 * The AFCD Release 2 header cells as the workbook writes them: a line break before most units, none
 * before some ("Total sugars (g)"), fatty acids twice (as % of fat and in grams), and both available
 * carbohydrate columns.
 */
export const AFCD_HEADERS = [
  'Public Food Key',
  'Classification',
  'Food Name',
  'Energy with dietary fibre, equated \n(kJ)',
  'Energy, without dietary fibre, equated \n(kJ)',
  'Moisture (water) \n(g)',
  'Protein \n(g)',
  'Nitrogen \n(g)',
  'Fat, total \n(g)',
  'Ash \n(g)',
  'Total dietary fibre \n(g)',
  'Alcohol \n(g)',
  'Total sugars (g)',
  'Available carbohydrate, without sugar alcohols \n(g)',
  'Available carbohydrate, with sugar alcohols \n(g)',
  'Sodium (Na) \n(mg)',
  'C16 (%T)',
  'Total saturated fatty acids, equated (%T)',
  'C16 \n(g)',
  'Total saturated fatty acids, equated \n(g)',
] as const;

/** One AFCD row by column: key, classification, name, then the values in AFCD_HEADERS order. */
export interface AfcdFixtureFood {
  key: Cell;
  classification?: Cell;
  name: Cell;
  energyWithFibre: Cell;
  energyWithoutFibre?: Cell;
  moisture: Cell;
  protein: Cell;
  fat: Cell;
  ash: Cell;
  fibre: Cell;
  alcohol: Cell;
  sugars: Cell;
  carbohydrateWithoutSugarAlcohols: Cell;
  carbohydrateWithSugarAlcohols: Cell;
  sodium: Cell;
}

function afcdRow(food: AfcdFixtureFood): Cell[] {
  return [
    food.key,
    food.classification ?? 31302,
    food.name,
    food.energyWithFibre,
    food.energyWithoutFibre ?? food.energyWithFibre,
    food.moisture,
    food.protein,
    typeof food.protein === 'number' ? Math.round((food.protein / 6.25) * 100) / 100 : null,
    food.fat,
    food.ash,
    food.fibre,
    food.alcohol,
    food.sugars,
    food.carbohydrateWithoutSugarAlcohols,
    food.carbohydrateWithSugarAlcohols,
    food.sodium,
    25.1,
    40.2,
    0.9,
    1.4,
  ];
}

/** Foods of the per-100 g sheet: values as the real workbook has them for the first three. */
export const AFCD_SOLIDS = {
  cardamom: {
    key: 'F002258',
    name: 'Cardamom seed, dried, ground',
    energyWithFibre: 1236,
    energyWithoutFibre: 1012,
    moisture: 8.3,
    protein: 10.8,
    fat: 6.7,
    ash: 5.8,
    fibre: 28,
    alcohol: 0,
    sugars: 4.4,
    carbohydrateWithoutSugarAlcohols: 34.4,
    carbohydrateWithSugarAlcohols: 34.4,
    sodium: 18,
  },
  shiraz: {
    key: 'F009577',
    classification: '29201',
    name: 'Wine, red, shiraz',
    energyWithFibre: 342,
    moisture: 85.5,
    protein: 0.2,
    fat: 0,
    ash: 0.3,
    fibre: 0,
    alcohol: 11.5,
    sugars: 0.2,
    carbohydrateWithoutSugarAlcohols: 0.2,
    carbohydrateWithSugarAlcohols: 0.2,
    sodium: 7,
  },
  milk: {
    key: 'F005615',
    name: 'Milk, cow, fluid, regular fat',
    energyWithFibre: 266,
    moisture: 87.6,
    protein: 3.4,
    fat: 3.6,
    ash: 0.7,
    fibre: 0,
    alcohol: 0,
    sugars: 4.7,
    carbohydrateWithoutSugarAlcohols: 4.7,
    carbohydrateWithSugarAlcohols: 4.7,
    sodium: 38,
  },
  /** Sugar alcohols make the two carbohydrate columns differ. */
  chewingGum: {
    key: 'F003290',
    name: 'Chewing gum, sugar free',
    energyWithFibre: 1050,
    moisture: 2,
    protein: 0,
    fat: 0.4,
    ash: 0.5,
    fibre: 0,
    alcohol: 0,
    sugars: 0,
    carbohydrateWithoutSugarAlcohols: 5.1,
    carbohydrateWithSugarAlcohols: 60.2,
    sodium: null,
  },
  /** "tr" (trace) is how some tables write a value too small to measure: not a number. */
  traceSugars: {
    key: 'F000001',
    name: 'Biscuit, with a trace of sugar',
    energyWithFibre: 1800,
    moisture: 4,
    protein: 9,
    fat: 15,
    ash: 1,
    fibre: 3,
    alcohol: 0,
    sugars: 'tr',
    carbohydrateWithoutSugarAlcohols: 68,
    carbohydrateWithSugarAlcohols: 68,
    sodium: 400,
  },
  noKey: {
    key: null,
    name: 'Mystery food without a key',
    energyWithFibre: 100,
    moisture: 90,
    protein: 1,
    fat: 1,
    ash: 0,
    fibre: 0,
    alcohol: 0,
    sugars: 1,
    carbohydrateWithoutSugarAlcohols: 2,
    carbohydrateWithSugarAlcohols: 2,
    sodium: 1,
  },
} satisfies Record<string, AfcdFixtureFood>;

/** Liquids of the per-100 mL sheet: milk about 3 % heavier than water, the wine a little lighter. */
export const AFCD_LIQUIDS = {
  milk: {
    ...AFCD_SOLIDS.milk,
    energyWithFibre: 274,
    moisture: 90.2,
    protein: 3.5,
    fat: 3.7,
    ash: 0.7,
    sugars: 4.8,
    carbohydrateWithoutSugarAlcohols: 4.8,
    carbohydrateWithSugarAlcohols: 4.8,
    sodium: 39,
  },
  shiraz: {
    ...AFCD_SOLIDS.shiraz,
    energyWithFibre: 338,
    moisture: 84.6,
    alcohol: 11.4,
    sugars: 0.1,
    carbohydrateWithoutSugarAlcohols: 0.1,
    carbohydrateWithSugarAlcohols: 0.1,
  },
  onlyPerMillilitre: {
    key: 'F999001',
    name: 'Cordial, only per 100 mL',
    energyWithFibre: 500,
    moisture: 70,
    protein: 0,
    fat: 0,
    ash: 0.1,
    fibre: 0,
    alcohol: 0,
    sugars: 29,
    carbohydrateWithoutSugarAlcohols: 29,
    carbohydrateWithSugarAlcohols: 29,
    sodium: 10,
  },
} satisfies Record<string, AfcdFixtureFood>;

/** The density the milk rows imply: (90.2+3.5+3.7+0.7+4.8) / (87.6+3.4+3.6+0.7+4.7) g per mL. */
export const AFCD_MILK_DENSITY = 1.029;
export const AFCD_SHIRAZ_DENSITY = 0.989;

export interface AfcdWorkbookOptions {
  solids?: readonly (AfcdFixtureFood | null)[];
  liquids?: readonly (AfcdFixtureFood | null)[];
  /** Title and note rows above the header row of the per-100 g sheet (the header is found, not assumed). */
  rowsAboveHeader?: readonly Cell[][];
}

/**
 * An AFCD Release 2 workbook: "Index", "All solids & liquids per 100g" and "Liquids only per 100mL"
 * (lower-case "Food name", a units row under the header). A null food is a blank row.
 */
export async function makeAfcdWorkbook(options: AfcdWorkbookOptions = {}): Promise<Buffer> {
  const solids = options.solids ?? Object.values(AFCD_SOLIDS);
  const liquids = options.liquids ?? Object.values(AFCD_LIQUIDS);
  const workbook = new ExcelJS.Workbook();
  const index = workbook.addWorksheet('Index');
  index.addRows([
    [],
    [null, 'The Australian Food Composition Database - Release 2'],
    [],
    [null, 'Food nutrient database file'],
  ]);

  const perGram = workbook.addWorksheet('All solids & liquids per 100g');
  for (const row of options.rowsAboveHeader ?? []) perGram.addRow(row);
  perGram.addRow([...AFCD_HEADERS]);
  for (const food of solids) perGram.addRow(food ? afcdRow(food) : []);

  const perMillilitre = workbook.addWorksheet('Liquids only per 100mL');
  perMillilitre.addRow(AFCD_HEADERS.map((header) => (header === 'Food Name' ? 'Food name' : header)));
  perMillilitre.addRow(AFCD_HEADERS.map((_, i) => (i < 3 ? null : 'per 100 mL')));
  for (const food of liquids) perMillilitre.addRow(food ? afcdRow(food) : []);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One food in SR28's ABBREV.txt: the fields the importer reads; the rest of the 53 are left empty. */
export interface Sr28FixtureFood {
  ndbNo: string;
  shortDescription: string;
  kcal: number | null;
  protein: number | null;
  fat: number | null;
  carbohydrateByDifference: number | null;
  fibre: number | null;
  sugars: number | null;
  sodium: number | null;
  weights?: readonly [number, string][];
}

const text = (value: string) => `~${value}~`;
const number = (value: number | null) => (value === null ? '' : String(value));

/** A line of ABBREV.txt: 53 '^'-separated fields, text between '~'. */
export function abbrevLine(food: Sr28FixtureFood): string {
  const fields: string[] = Array.from({ length: 53 }, () => '');
  fields[0] = text(food.ndbNo);
  fields[1] = text(food.shortDescription);
  fields[2] = '50.00';
  fields[3] = number(food.kcal);
  fields[4] = number(food.protein);
  fields[5] = number(food.fat);
  fields[6] = '1.00';
  fields[7] = number(food.carbohydrateByDifference);
  fields[8] = number(food.fibre);
  fields[9] = number(food.sugars);
  fields[10] = '24';
  fields[15] = number(food.sodium);
  const [first, second] = food.weights ?? [];
  fields[48] = first ? String(first[0]) : '';
  fields[49] = text(first ? first[1] : '');
  fields[50] = second ? String(second[0]) : '';
  fields[51] = text(second ? second[1] : '');
  fields[52] = '0';
  return fields.join('^');
}

/** A line of FOOD_DES.txt: NDB number, food group, long description, short description, common name... */
export function foodDescriptionLine(
  ndbNo: string,
  longDescription: string,
  commonName = '',
  foodGroup = '0100',
): string {
  return [
    text(ndbNo),
    text(foodGroup),
    text(longDescription),
    text(longDescription.toUpperCase().slice(0, 60)),
    text(commonName),
    text(''),
    text('Y'),
    text(''),
    '0',
    text(''),
    '6.38',
    '4.27',
    '8.79',
    '3.87',
  ].join('^');
}

/** Butter and an entrée, as SR28 has them (values from the real ABBREV.txt for butter). */
export const SR28_FOODS = {
  butter: {
    ndbNo: '01001',
    shortDescription: 'BUTTER,WITH SALT',
    kcal: 717,
    protein: 0.85,
    fat: 81.11,
    carbohydrateByDifference: 0.06,
    fibre: 0,
    sugars: 0.06,
    sodium: 643,
    weights: [
      [5, '1 pat (1" sq, 1/3" high)'],
      [14.2, '1 tbsp'],
    ],
  },
  entree: {
    ndbNo: '22996',
    shortDescription: 'KASHI THREE CHS PENNE,FRZ,UNPREP',
    kcal: 126,
    protein: 5.7,
    fat: 4,
    carbohydrateByDifference: 16.8,
    fibre: 2.7,
    sugars: 1.9,
    sodium: 248,
    weights: [[269, '1 Entrée']],
  },
  juice: {
    ndbNo: '09522',
    shortDescription: 'CRANBERRY JUC BLEND,100% JUC,BTLD,W/ ADDED VIT C & CA',
    kcal: 45,
    protein: 0.27,
    fat: 0.12,
    carbohydrateByDifference: 10.91,
    fibre: 0.1,
    sugars: 9.8,
    sodium: 6,
    weights: [
      [200, '6.75 fl oz'],
      [120, '.5 cup'],
    ],
  },
} satisfies Record<string, Sr28FixtureFood>;

/** SR28's text: single-byte Windows-1252 ("Entrée" is one byte 0xE9), CRLF line ends. */
export function sr28Text(lines: readonly string[]): Buffer {
  return Buffer.from(lines.map((line) => `${line}\r\n`).join(''), 'latin1');
}

/** A zip of ABBREV.txt and FOOD_DES.txt in a folder, as USDA's download unpacks. */
export async function makeSr28Zip(
  foods: readonly Sr28FixtureFood[] = Object.values(SR28_FOODS),
  descriptions: readonly string[] = [
    foodDescriptionLine('01001', 'Butter, salted', 'Salted butter'),
    foodDescriptionLine('22996', 'KASHI Three Cheese Penne Entrée, frozen, unprepared'),
    foodDescriptionLine(
      '09522',
      'Cranberry juice blend, 100% juice, bottled, with added vitamin C and calcium',
    ),
  ],
): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('sr28abbr/ABBREV.txt', sr28Text(foods.map(abbrevLine)));
  zip.file('sr28abbr/FOOD_DES.txt', sr28Text(descriptions));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Opens .xlsx bytes with exceljs's whole-workbook reader, to look inside or change them in a test. */
export async function loadWorkbook(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type; a Node Buffer is what it reads.
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The downloadable template with these rows typed under its header, as an admin fills it in. */
export async function makeTemplateWorkbook(rows: readonly Cell[][]): Promise<Buffer> {
  const workbook = await loadWorkbook(await buildFoodTemplate());
  const sheet = workbook.getWorksheet(TEMPLATE_SHEET)!;
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
