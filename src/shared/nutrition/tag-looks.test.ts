import { describe, expect, it } from 'vitest';
import { recipeTagLooks, tagLook, withContainsJoined } from './tag-looks.ts';

describe('tagLook', () => {
  it('says "Contains" on an allergen, so "Gluten" never reads as gluten free', () => {
    expect(tagLook({ kind: 'nutrition', name: 'Gluten', nutritionGroup: 'contains' })).toMatchObject({
      kind: 'contains',
      label: 'Contains gluten',
    });
    expect(tagLook({ kind: 'nutrition', name: 'Seafood', nutritionGroup: 'contains' }).label).toBe(
      'Contains seafood',
    );
  });

  it('knows the SPEC default tags by name while the tag list is not at hand', () => {
    expect(tagLook({ kind: 'nutrition', name: 'Dairy' })).toEqual({
      kind: 'contains',
      label: 'Contains dairy',
      contains: 'dairy',
    });
    expect(tagLook({ kind: 'nutrition', name: 'Histamines', nutritionGroup: null })).toEqual({
      kind: 'contains',
      label: 'Moderate–high histamines',
    });
    expect(tagLook({ kind: 'nutrition', name: 'GOS' }).label).toBe('Contains GOS');
  });

  it('keeps a FODMAP acronym in capitals and a name that already says "Contains" as it is', () => {
    expect(tagLook({ kind: 'nutrition', name: 'GOS', nutritionGroup: 'fodmap' }).label).toBe('Contains GOS');
    expect(tagLook({ kind: 'nutrition', name: 'Contains nuts', nutritionGroup: 'contains' }).label).toBe(
      'Contains nuts',
    );
  });

  it('shows a "free of" claim as free of, whatever group an admin filed it under', () => {
    for (const name of ['Gluten free', 'Dairy-free', 'Free from nuts', 'Free of soy']) {
      expect(tagLook({ kind: 'nutrition', name, nutritionGroup: 'claim' })).toEqual({
        kind: 'freeOf',
        label: name,
      });
    }
    expect(tagLook({ kind: 'nutrition', name: 'Gluten free', nutritionGroup: 'contains' }).kind).toBe(
      'freeOf',
    );
    // "Freekeh" is a grain, not a claim.
    expect(tagLook({ kind: 'nutrition', name: 'Freekeh', nutritionGroup: 'contains' }).kind).toBe('contains');
  });

  it('shows other claims as their name and meal tags as diets', () => {
    expect(tagLook({ kind: 'nutrition', name: 'High protein', nutritionGroup: 'claim' })).toEqual({
      kind: 'claim',
      label: 'High protein',
    });
    expect(tagLook({ kind: 'nutrition', name: 'Low GI' })).toEqual({ kind: 'claim', label: 'Low GI' });
    expect(tagLook({ kind: 'meal', name: 'Halal' })).toEqual({ kind: 'diet', label: 'Halal' });
  });
});

describe('recipeTagLooks', () => {
  it('lists what a recipe contains first, then free-of, claims and diets', () => {
    const looks = recipeTagLooks(
      { tags: ['Halal', 'Pescatarian'], nutritionTags: ['High protein', 'Gluten free', 'Seafood'] },
      new Map([
        ['High protein', 'claim'],
        ['Gluten free', 'claim'],
      ]),
    );
    expect(looks.map((look) => look.label)).toEqual([
      'Contains seafood',
      'Gluten free',
      'High protein',
      'Halal',
      'Pescatarian',
    ]);
  });
});

describe('withContainsJoined', () => {
  it('reads several allergens as one "Contains" and leaves the other tags as they were', () => {
    const looks = recipeTagLooks({
      tags: ['Halal'],
      nutritionTags: ['Gluten', 'Wheat', 'Soy', 'Histamines'],
    });
    expect(withContainsJoined(looks).map((look) => look.label)).toEqual([
      'Contains gluten, wheat and soy',
      'Moderate–high histamines',
      'Halal',
    ]);
    expect(withContainsJoined(withContainsJoined(looks))[0]!.kind).toBe('contains');
  });

  it('leaves a single allergen alone', () => {
    const looks = recipeTagLooks({ tags: ['Vegan'], nutritionTags: ['Soy'] });
    expect(withContainsJoined(looks)).toEqual(looks);
  });
});
