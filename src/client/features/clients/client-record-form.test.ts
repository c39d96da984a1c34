import { describe, expect, it } from 'vitest';
import { ZClientRecordInput, type ClientRecord } from '../../../shared/schemas/clients.ts';
import { lastChangeText, recordForm, recordInput, splitWords } from './client-record-form.ts';

const record: ClientRecord = {
  id: '7d7f4a52-56e4-4c5b-9a59-0d3e2f3d6b11',
  client: 'Ana Lima',
  weightKg: 70,
  heightCm: 165,
  birthDate: null,
  age: 30,
  ageOn: '2024-05-01',
  gender: 'female',
  activity: 'light',
  goal: 'g2',
  allergies: ['Peanuts', 'Seafood'],
  intolerances: ['Lactose', 'Capsaicin'],
  avoidWords: ['mushrooms', 'coriander'],
  preferences: 'Cooks for two',
  notes: '',
  updatedAt: new Date('2026-05-14T09:00:00Z'),
  lastChange: { source: 'form', fields: ['weightKg', 'allergies'] },
};

describe('the client record form', () => {
  it('reads the record into fields, the age counted on to today', () => {
    const form = recordForm(record, '2026-05-02');
    expect(form.values).toMatchObject({
      weightKg: '70',
      age: '32',
      birthDate: '',
      otherIntolerances: 'Capsaicin',
      avoidWords: 'mushrooms, coriander',
    });
    expect(form.intolerances).toEqual(['Lactose']);
    expect(form.allergies).toEqual(['Peanuts', 'Seafood']);
  });

  it('sends every field, blanks as null, and the server’s schema accepts it', () => {
    const form = recordForm(record, '2026-05-02');
    form.values.weightKg = '';
    form.values.avoidWords = 'mushrooms; olives,\ncoriander';
    form.values.birthDate = '1990-02-03';
    const input = recordInput(record.id, form);
    expect(input).toMatchObject({
      weightKg: null,
      heightCm: 165,
      birthDate: '1990-02-03',
      age: null,
      intolerances: ['Lactose', 'Capsaicin'],
      avoidWords: ['mushrooms', 'olives', 'coriander'],
    });
    expect(ZClientRecordInput.safeParse(input).success).toBe(true);
  });

  it('splits words at commas, semicolons and new lines', () => {
    expect(splitWords(' a ,b;; c\nd ')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('says when the record last changed, and what', () => {
    expect(lastChangeText(record)).toMatch(
      /^Last changed on .+ from the client’s form: Weight, Allergies\.$/,
    );
    expect(lastChangeText({ updatedAt: null, lastChange: null })).toBeNull();
  });
});
