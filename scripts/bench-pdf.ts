// `npm run bench:pdf`: renders a 7-day meal plan with all eight meal types (56 meals, 40 recipes with
// photos, methods and a shopping list) and a 30-recipe eBook with photos, each 50 times after a warm-up,
// through the same renderer the downloads use (src/server/integrations/pdf), and records p50/p95 in
// docs/benchmarks.md. The photos are JPEGs of the size the documents embed (600 px wide, as converted from
// the stored WebP variants); reading and converting them is measured once, apart.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { PLAN_MEAL_TYPES } from '../src/shared/schemas/meal-plans.ts';
import { pdfImage } from '../src/server/integrations/pdf/images.ts';
import type {
  DocumentBase,
  DocumentRecipe,
  MealPlanDocument,
  RecipeBookDocument,
} from '../src/server/integrations/pdf/model.ts';
import { renderMealPlan, renderRecipeBook } from '../src/server/integrations/pdf/render.ts';
import { machineDescription, ms, percentile, recordResult } from './bench-support.ts';

const WARM_UP = 5;
const RUNS = 50;
const TARGET_P95_MS = 150;

const RESULTS_HEADER = [
  '## PDF documents',
  '',
  '`npm run bench:pdf`: pdfkit with DejaVu Sans embedded. A 7-day meal plan of all eight meal types (56',
  'meals, 40 different recipes each with a 600 px photo, 8 ingredients and 4 method steps, a 60-item',
  'shopping list) and a 30-recipe eBook with photos, each rendered 50 times from its content (the',
  'database reads come before and are not timed). Target: the plan’s p95 at most 150 ms.',
  '',
  '| Date | Machine | Load | Document | Pages | Size | Runs | p50 | p95 | Photo prep |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];

async function photo(seed: number): Promise<Buffer> {
  // A noisy picture compresses like a photograph, unlike a flat colour.
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[index] = ((index / 3) % width) / 4 + (state >>> 26);
  }
  const webp = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp()
    .toBuffer();
  return (await pdfImage(webp))!;
}

function recipe(index: number, image: Buffer): DocumentRecipe {
  return {
    id: `r${index}`,
    name: `Crème brûlée with roasted pear and ½ cup yoghurt, number ${index}`,
    description: 'A light dessert that keeps for two days in the fridge – serve cold.',
    photo: image,
    serves: 2,
    ingredients: Array.from({ length: 8 }, (_, n) => ({
      quantity: 0.25 * (n + 1),
      measure: n % 3 === 0 ? 'g' : 'cup',
      foodName: `Ingredient ${n + 1}, raw, sliced (${index})`,
      grams: 30 * (n + 1),
    })),
    methods: Array.from(
      { length: 4 },
      (_, n) =>
        `Step ${n + 1}: heat the oven to 180 °C, mix everything in a large bowl, then bake for 20–25 minutes until golden.`,
    ),
    perServe: { energyKj: 1250, protein: 12.5, fat: 8, carbohydrate: 40, sugars: 12, fibre: 4, sodium: 230 },
  };
}

async function time(render: () => Promise<Buffer>): Promise<{ p50: number; p95: number; bytes: Buffer }> {
  let bytes: Buffer = Buffer.alloc(0);
  for (let run = 0; run < WARM_UP; run += 1) bytes = await render();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    bytes = await render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}

const pageCount = (bytes: Buffer) => (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

async function main(): Promise<void> {
  const prepStart = performance.now();
  const photos = await Promise.all(Array.from({ length: 40 }, (_, index) => photo(index + 1)));
  const prepMs = (performance.now() - prepStart) / photos.length;
  const recipes = photos.map((image, index) => recipe(index + 1, image));
  const base: DocumentBase = {
    paper: 'A4',
    energyUnit: 'kJ',
    brand: { color: '#97c81f', logo: photos[0]!, preparedBy: 'Zoë Ngāti, Bench Nutrition' },
  };
  const plan: MealPlanDocument = {
    ...base,
    planName: 'Seven days of everything',
    clientName: 'Zoë Ngāti',
    description: 'All eight meal types every day.',
    energyTargetKj: 8400,
    mealTypes: [...PLAN_MEAL_TYPES],
    days: Array.from({ length: 7 }, (_, d) => ({
      day: d + 1,
      meals: PLAN_MEAL_TYPES.map((mealType, m) => ({
        mealType,
        recipeName: recipes[(d * 8 + m) % recipes.length]!.name,
        noMeal: false,
        serves: 2,
        energyKj: 1250,
      })),
      totals: { energyKj: 8400, protein: 95, fat: 60, carbohydrate: 250, fibre: 30 },
    })),
    recipes,
    shopping: Array.from({ length: 6 }, (_, g) => ({
      aisle: `Aisle ${g + 1}`,
      items: Array.from({ length: 10 }, (_, i) => ({
        foodId: `${g}-${i}`,
        foodName: `Food ${g}-${i}, fresh`,
        category: null,
        aisle: `Aisle ${g + 1}`,
        grams: 120 + i * 37,
        weighedGrams: 0,
        measures: [{ name: 'cup', unit: 'cup', quantity: 1.5, grams: 120 + i * 37 }],
        household: null,
        customised: false,
      })),
    })),
  };
  const book: RecipeBookDocument = {
    ...base,
    title: 'Thirty recipes',
    clientName: 'Zoë Ngāti',
    description: 'For the whole family.',
    recipes: recipes.slice(0, 30),
  };

  const load = os.loadavg()[0]!.toFixed(2);
  const planResult = await time(() => renderMealPlan(plan));
  const bookResult = await time(() => renderRecipeBook(book));
  const date = new Date().toISOString().slice(0, 10);
  const size = (bytes: Buffer) => `${(bytes.length / 1024 / 1024).toFixed(2)} MB`;
  const rows = [
    ['7-day plan', planResult],
    ['30-recipe eBook', bookResult],
  ] as const;
  for (const [name, result] of rows) {
    console.log(
      `${name}: ${pageCount(result.bytes)} pages, ${size(result.bytes)}, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}`,
    );
  }
  // BENCH_PDF_OUT=dir keeps the two documents, to look at them (pdftoppm -png -r 60).
  const out = process.env.BENCH_PDF_OUT;
  if (out) {
    writeFileSync(path.join(out, 'bench-plan.pdf'), planResult.bytes);
    writeFileSync(path.join(out, 'bench-ebook.pdf'), bookResult.bytes);
  }
  console.log(`Photo conversion (WebP 800 px → JPEG 600 px): ${ms(prepMs)} each`);
  await recordResult(
    RESULTS_HEADER,
    rows
      .map(
        ([name, result]) =>
          `| ${date} | ${machineDescription()} | ${load} | ${name} | ${pageCount(result.bytes)} | ${size(result.bytes)} | ${RUNS} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(prepMs)} |`,
      )
      .join('\n'),
  );
  if (planResult.p95 > TARGET_P95_MS) {
    console.error(`The plan's p95 ${ms(planResult.p95)} is over the ${TARGET_P95_MS} ms target.`);
    process.exitCode = 1;
  }
}

await main();
