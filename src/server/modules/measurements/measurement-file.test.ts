import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readMeasurementFile, UnreadableMeasurementFile } from './measurement-file.ts';

const text = (s: string) => Buffer.from(s, 'utf8');

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Measures');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const apple = {
  description: '1 medium apple',
  grams: 150,
  mls: 0,
  derivation: 'Estimated',
  measureDerivationDescription: '',
};

describe('readMeasurementFile: CSV', () => {
  it('makes one measurement of the rows of each key, in file order, with blank mLs as 0', async () => {
    const file = await readMeasurementFile(
      text(
        [
          'Public Food Key,Measure Description,Grams,mLs,Derivation,Measure derivation description',
          'F000091,1 medium apple,150,,Estimated,',
          'F004380,1 tablespoon,28,20,Analysed,"Weighed, 3 samples"',
          'f000091,"1 cup, sliced",110,0,estimated,',
        ].join('\r\n'),
      ),
      false,
    );
    expect(file.problems).toEqual([]);
    expect(file.candidates).toEqual([
      {
        row: 2,
        measurement: {
          publicFoodKey: 'F000091',
          units: [apple, { ...apple, description: '1 cup, sliced', grams: 110 }],
        },
      },
      {
        row: 3,
        measurement: {
          publicFoodKey: 'F004380',
          units: [
            {
              description: '1 tablespoon',
              grams: 28,
              mls: 20,
              derivation: 'Analysed',
              measureDerivationDescription: 'Weighed, 3 samples',
            },
          ],
        },
      },
    ]);
  });

  it('keeps "1/2 cup" as text and reads a file that starts with a byte-order mark and a title', async () => {
    const file = await readMeasurementFile(
      text('\uFEFFHousehold measures\nkey,description,grams,derivation\nF000134,1/2 cup,78,Imputed\n'),
      false,
    );
    expect(file.candidates[0]?.measurement.units[0]?.description).toBe('1/2 cup');
    expect(file.candidates[0]?.row).toBe(3);
  });

  it('refuses a key’s whole measurement when one of its rows is wrong, and says which row and why', async () => {
    const file = await readMeasurementFile(
      text(
        [
          'Public Food Key,Description,Grams,mLs,Derivation',
          'F000091,1 medium apple,150,0,Estimated',
          'F000091,1 cup,lots,0,Estimated',
          ',1 slice,36,0,Estimated',
          'F000134,1 apricot,35,0,Guessed',
          'F000262,,120,0,Estimated',
          'F-262,1 banana,120,0,Estimated',
          'F002522,1 cherry,-8,0,Estimated',
          'F008952,1 strawberry,12,0,Estimated',
        ].join('\n'),
      ),
      false,
    );
    expect(file.candidates.map((c) => c.measurement.publicFoodKey)).toEqual(['F008952']);
    expect(file.problems).toEqual([
      { row: 3, publicFoodKey: 'F000091', reason: 'Grams is not a number.' },
      { row: 4, publicFoodKey: null, reason: 'The Public Food Key is missing.' },
      {
        row: 5,
        publicFoodKey: 'F000134',
        reason: 'Derivation must be one of Imputed, Analysed, Estimated, Label Data, Industry, Borrowed.',
      },
      { row: 6, publicFoodKey: 'F000262', reason: 'Unit 1 (Description): Enter the description.' },
      { row: 7, publicFoodKey: 'F-262', reason: 'A Public Food Key has letters and digits only.' },
      { row: 8, publicFoodKey: 'F002522', reason: expect.stringMatching(/^Unit 1 \(Grams\): /) },
    ]);
  });

  it('refuses text with no Public Food Key column as no measurements file', async () => {
    await expect(readMeasurementFile(text('name,grams\nApple,150\n'), false)).rejects.toBeInstanceOf(
      UnreadableMeasurementFile,
    );
  });
});

describe('readMeasurementFile: XLSX', () => {
  it('reads the first sheet under its header row, numbers as numbers', async () => {
    const file = await readMeasurementFile(
      await workbook([
        ['Measures of AFCD foods'],
        [],
        ['Public Food Key', 'Measure Description', 'Weight (g)', 'mLs', 'Derivation'],
        ['F000091', '1 medium apple', 150, 0, 'Estimated'],
        ['F004380', '1 teaspoon', 7, 5, 'Label Data'],
      ]),
      true,
    );
    expect(file.problems).toEqual([]);
    expect(file.candidates).toEqual([
      { row: 4, measurement: { publicFoodKey: 'F000091', units: [apple] } },
      {
        row: 5,
        measurement: {
          publicFoodKey: 'F004380',
          units: [{ ...apple, description: '1 teaspoon', grams: 7, mls: 5, derivation: 'Label Data' }],
        },
      },
    ]);
  });

  it('refuses bytes that are no workbook', async () => {
    await expect(readMeasurementFile(text('PK not really a zip'), true)).rejects.toBeInstanceOf(
      UnreadableMeasurementFile,
    );
  });
});

describe('readMeasurementFile: JSON', () => {
  it('reads a list of measurements with their units, refusing a key given twice', async () => {
    const file = await readMeasurementFile(
      text(
        JSON.stringify([
          { publicFoodKey: 'F000091', units: [apple] },
          { publicFoodKey: 'F000134', units: [{ ...apple, description: '1 apricot', grams: 35 }] },
          { publicFoodKey: 'f000091', units: [apple] },
          { publicFoodKey: 'F000262', units: [{ ...apple, grams: 'heavy' }] },
          { publicFoodKey: 'F002522', units: [] },
        ]),
      ),
      false,
    );
    expect(file.candidates.map((c) => [c.row, c.measurement.publicFoodKey])).toEqual([
      [1, 'F000091'],
      [2, 'F000134'],
    ]);
    expect(file.problems).toEqual([
      { row: 3, publicFoodKey: 'F000091', reason: 'This Public Food Key appears earlier in the file.' },
      { row: 4, publicFoodKey: 'F000262', reason: 'Unit 1: Grams is not a number.' },
      { row: 5, publicFoodKey: 'F002522', reason: 'Add at least one unit.' },
    ]);
  });

  it('reads an object keyed by Public Food Key, and a list of rows like the CSV’s', async () => {
    const keyed = await readMeasurementFile(
      text(JSON.stringify({ F000091: { units: [apple] }, F000134: [{ ...apple, grams: 35 }] })),
      false,
    );
    expect(keyed.candidates.map((c) => c.measurement.publicFoodKey)).toEqual(['F000091', 'F000134']);
    const rows = await readMeasurementFile(
      text(
        JSON.stringify([
          {
            'Public Food Key': 'F000091',
            'Measure Description': '1 medium apple',
            Grams: 150,
            Derivation: 'Estimated',
          },
          {
            'Public Food Key': 'F000091',
            'Measure Description': '1 small apple',
            Grams: 110,
            Derivation: 'Estimated',
          },
        ]),
      ),
      false,
    );
    expect(rows.problems).toEqual([]);
    expect(rows.candidates[0]?.measurement.units.map((u) => u.grams)).toEqual([150, 110]);
  });

  it('refuses JSON that does not parse', async () => {
    await expect(readMeasurementFile(text('[{"publicFoodKey": '), false)).rejects.toBeInstanceOf(
      UnreadableMeasurementFile,
    );
  });
});
