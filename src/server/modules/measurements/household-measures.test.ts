import { existsSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ZMeasurementInput } from '../../../shared/schemas/foods.ts';
import { APP_ROOT } from '../../app-root.ts';
import { HOUSEHOLD_MEASURES } from './household-measures.ts';

/** The published AFCD workbook, kept beside the project (never committed into it). */
const AFCD_WORKBOOK = path.resolve(APP_ROOT, '../shared/datasets/afcd/AFCD Release 2 - Nutrient file.xlsx');

/** Volumes belong to what is poured or spooned as a liquid; everything else is a solid with 0 mLs. */
const LIQUIDS = new Set(['Honey', 'Syrup, maple, pure', 'Syrup, golden']);

describe('the bundled household measures', () => {
  it('are about 200 foods across fruit, vegetables, meat, fish, snacks and confectionery', () => {
    expect(HOUSEHOLD_MEASURES.length).toBeGreaterThanOrEqual(190);
    expect(HOUSEHOLD_MEASURES.length).toBeLessThanOrEqual(230);
    const groups = new Map<string, number>();
    for (const m of HOUSEHOLD_MEASURES) groups.set(m.group, (groups.get(m.group) ?? 0) + 1);
    for (const group of ['fruit', 'vegetable', 'meat', 'fish', 'snack', 'confectionery']) {
      expect(groups.get(group), group).toBeGreaterThanOrEqual(20);
    }
  });

  it('give each key once, with units a measurement accepts', () => {
    const keys = HOUSEHOLD_MEASURES.map((m) => m.publicFoodKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const m of HOUSEHOLD_MEASURES) {
      const parsed = ZMeasurementInput.safeParse({ publicFoodKey: m.publicFoodKey, units: m.units });
      expect(parsed.success, `${m.publicFoodKey} ${m.food}`).toBe(true);
      const descriptions = m.units.map((u) => u.description.toLowerCase());
      expect(new Set(descriptions).size, m.food).toBe(descriptions.length);
    }
  });

  it('weigh what a household measure weighs: grams above 0 and under 500, mLs only for liquids', () => {
    for (const m of HOUSEHOLD_MEASURES) {
      for (const unit of m.units) {
        expect(unit.grams, `${m.food}: ${unit.description}`).toBeGreaterThan(0);
        expect(unit.grams, `${m.food}: ${unit.description}`).toBeLessThan(500);
        if (!LIQUIDS.has(m.food)) expect(unit.mls, `${m.food}: ${unit.description}`).toBe(0);
      }
    }
    const grams = (key: string, description: string) =>
      HOUSEHOLD_MEASURES.find((m) => m.publicFoodKey === key)?.units.find(
        (u) => u.description === description,
      )?.grams;
    expect(grams('F000091', '1 medium apple')).toBe(150);
    expect(grams('F000262', '1 medium banana')).toBe(120);
    expect(grams('F004380', '1 tablespoon')).toBe(28);
  });

  it.skipIf(!existsSync(AFCD_WORKBOOK))(
    'name real AFCD Release 2 foods by their Public Food Keys (skipped when ../shared has no workbook)',
    async () => {
      const names = new Map<string, string>();
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(AFCD_WORKBOOK, {
        sharedStrings: 'cache',
        worksheets: 'emit',
        hyperlinks: 'ignore',
        styles: 'ignore',
      });
      for await (const sheet of reader) {
        for await (const row of sheet) {
          const [, key, , name] = row.values as unknown[];
          if (typeof key === 'string' && typeof name === 'string') names.set(key, name.trim());
        }
      }
      const wrong = HOUSEHOLD_MEASURES.filter((m) => names.get(m.publicFoodKey) !== m.food).map(
        (m) => `${m.publicFoodKey} ${m.food} (workbook: ${names.get(m.publicFoodKey) ?? 'no such key'})`,
      );
      expect(wrong).toEqual([]);
    },
  );
});
