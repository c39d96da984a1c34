import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkbook } from '../../../../tests/factories/food-files.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import type { FoodImport } from '../../../shared/schemas/foods.ts';
import { APP_ROOT } from '../../app-root.ts';
import { foodPortions, foods, uploads } from '../../db/schema/index.ts';
import { prepareUpload } from '../../integrations/storage/images.ts';
import { registerFoodImportWorker } from '../../jobs/food-imports.ts';

/**
 * The FSANZ workbook itself, from the shared datasets folder beside the repository. It is not ours to
 * commit, so where it is absent (a clone on its own) this test is skipped, saying so.
 */
const WORKBOOK = path.resolve(APP_ROOT, '../shared/datasets/afcd/AFCD Release 2 - Nutrient file.xlsx');
const present = existsSync(WORKBOOK);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PER_GRAM_SHEET = 'All solids & liquids per 100g';
const PER_MILLILITRE_SHEET = 'Liquids only per 100mL';

let database: TestDatabase;
let services: TestServices;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await startTestServices(database);
  await registerFoodImportWorker(services.jobs, {
    db: database.db,
    storage: services.storage,
    log: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await services.close();
  await database.close();
});

/** Each food sheet's rows by Public Food Key, read with exceljs's whole-workbook reader, not our parser. */
async function readWorkbook(data: Buffer) {
  const workbook = await loadWorkbook(data);
  const sheet = (name: string) => {
    const worksheet = workbook.getWorksheet(name)!;
    const headers = (worksheet.getRow(1).values as unknown[]).map((h) => String(h ?? ''));
    const column = (header: string) => headers.indexOf(header);
    const rows = new Map<string, unknown[]>();
    worksheet.eachRow((row, number) => {
      const values = row.values as unknown[];
      if (number > 1 && typeof values[1] === 'string' && values[1].startsWith('F'))
        rows.set(values[1], values);
    });
    return { rows, column };
  };
  return { perGram: sheet(PER_GRAM_SHEET), perMillilitre: sheet(PER_MILLILITRE_SHEET) };
}

const title = present
  ? 'importing the real AFCD Release 2 workbook'
  : `importing the real AFCD Release 2 workbook: skipped, ${WORKBOOK} is absent (it is not committed)`;

describe.skipIf(!present)(title, () => {
  it(
    'yields every food of both sheets with the workbook values, and adds nothing the second time',
    { timeout: 120_000 },
    async () => {
      const admin = await createUser(database.db, { role: 'admin' });
      const caller = callerFor(services, actorOf(admin));
      const data = await readFile(WORKBOOK);

      async function importWorkbook(): Promise<{ result: FoodImport }> {
        const key = `excel/${Date.now()}_afcd-release-2-nutrient-file.xlsx`;
        await services.storage.put(key, data, XLSX);
        const [upload] = await database.db
          .insert(uploads)
          .values({
            key,
            folder: 'excel',
            fileName: path.basename(WORKBOOK),
            contentType: XLSX,
            size: data.length,
            createdBy: admin.id,
          })
          .returning();
        const { importId } = await caller.foodImports.start({ uploadId: upload!.id, kind: 'afcd' });
        for (;;) {
          const result = await caller.foodImports.get({ id: importId });
          if (result.status === 'done' || result.status === 'failed') {
            return { result };
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }

      // The upload keeps it as the workbook it is, though its zip does not start the way file-type expects.
      expect(await prepareUpload('excel', data)).toMatchObject({ extension: 'xlsx' });

      const first = await importWorkbook();
      const workbook = await readWorkbook(data);
      const foodCount = workbook.perGram.rows.size;
      expect(foodCount).toBe(1_616);
      expect(first.result).toMatchObject({ status: 'done', added: foodCount, skipped: 0, total: foodCount });

      // Every food of the per-100 g sheet, each nutrient exactly the workbook's cell.
      const stored = new Map(
        (await database.db.select().from(foods).where(eq(foods.src, 'AFCD'))).map((f) => [f.sourceKey, f]),
      );
      expect(stored.size).toBe(foodCount);
      const columns = {
        energyKj: 'Energy with dietary fibre, equated \n(kJ)',
        protein: 'Protein \n(g)',
        fat: 'Fat, total \n(g)',
        carbohydrate: 'Available carbohydrate, with sugar alcohols \n(g)',
        sugars: 'Total sugars (g)',
        fibre: 'Total dietary fibre \n(g)',
        sodium: 'Sodium (Na) \n(mg)',
      } as const;
      for (const [key, values] of workbook.perGram.rows) {
        const food = stored.get(key);
        expect(food?.name).toBe(String(values[workbook.perGram.column('Food Name')]).trim());
        for (const [nutrient, header] of Object.entries(columns)) {
          expect([key, nutrient, food?.[nutrient as keyof typeof columns]]).toEqual([
            key,
            nutrient,
            values[workbook.perGram.column(header)] ?? null,
          ]);
        }
      }
      // Every liquid of the per-100 mL sheet is one of those foods, with a millilitre portion.
      const millilitres = await database.db
        .select({ key: foods.sourceKey, weight: foodPortions.weight })
        .from(foodPortions)
        .innerJoin(foods, eq(foods.id, foodPortions.foodId))
        .where(and(eq(foods.src, 'AFCD'), eq(foodPortions.name, 'mL')));
      expect(workbook.perMillilitre.rows.size).toBe(189);
      expect(new Set(millilitres.map((m) => m.key))).toEqual(new Set(workbook.perMillilitre.rows.keys()));

      // Spot checks against the published workbook.
      expect(stored.get('F002258')).toMatchObject({
        name: 'Cardamom seed, dried, ground',
        energyKj: 1236,
        protein: 10.8,
        fat: 6.7,
        carbohydrate: 34.4,
        sugars: 4.4,
        fibre: 28,
        sodium: 18,
      });
      expect(stored.get('F002893')).toMatchObject({
        name: 'Chilli (chili), dried, ground',
        energyKj: 1280,
        protein: 13.4,
        fat: 14.3,
        carbohydrate: 14.9,
        sugars: 7.2,
        fibre: 34.8,
        sodium: 2867,
      });
      // Sorbitol makes the two carbohydrate columns differ (59.8 without sugar alcohols): 60.4 is taken.
      expect(stored.get('F000089')).toMatchObject({
        name: 'Apple, dried',
        energyKj: 1078,
        protein: 1.2,
        fat: 0,
        carbohydrate: 60.4,
        sugars: 59.4,
        fibre: 8.5,
        sodium: 260,
      });
      // Per 100 g from the first sheet (271 kJ; the liquids sheet says 279 per 100 mL), 1.029 g per mL.
      const milk = stored.get('F005634')!;
      expect(milk).toMatchObject({
        name: 'Milk, cow, fluid, regular fat (3.5% fat)',
        energyKj: 271,
        protein: 3.3,
        fat: 3.4,
        carbohydrate: 5.4,
        sodium: 35,
      });
      expect(millilitres.find((m) => m.key === 'F005634')?.weight).toBe(1.029);
      // Wine's alcohol carries energy our macros do not count: imported, and flagged.
      expect(stored.get('F009577')).toMatchObject({
        name: 'Wine, red, shiraz',
        energyKj: 342,
        energyOutlier: true,
      });

      const updatedAt = new Map([...stored].map(([key, f]) => [key, f.updatedAt.getTime()]));
      const second = await importWorkbook();
      expect(second.result).toMatchObject({
        status: 'done',
        added: 0,
        updated: 0,
        unchanged: foodCount,
        skipped: 0,
      });
      const after = await database.db.select().from(foods).where(eq(foods.src, 'AFCD'));
      expect(after).toHaveLength(foodCount);
      expect(after.every((f) => f.updatedAt.getTime() === updatedAt.get(f.sourceKey))).toBe(true);
    },
  );
});
