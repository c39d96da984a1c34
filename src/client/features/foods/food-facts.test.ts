import { describe, expect, it } from 'vitest';
import { classifyFood } from '../../../shared/safety/food-rules.ts';
import { factsDraftOf, shownFacts } from './food-facts.ts';

const CUSTOM = { group: null, src: 'Custom' };

describe("the food editor's contains tags and diet facts", () => {
  it('starts a new food with the rule table deciding, and an existing one as stored (only what the lists know)', () => {
    expect(factsDraftOf(null)).toEqual({ setBy: 'rules', tags: [], dietFlags: [] });
    expect(
      factsDraftOf({ tags: ['Dairy', 'Histamines'], dietFlags: ['animal', 'vegan'], tagsSetBy: 'person' }),
    ).toEqual({ setBy: 'person', tags: ['Dairy'], dietFlags: ['animal'] });
  });

  it("shows the rule table's answer for the name as it is typed while the rule table decides", () => {
    const draft = factsDraftOf(null);
    expect(shownFacts(draft, '', CUSTOM)).toEqual({ setBy: 'rules', tags: [], dietFlags: [] });
    const shown = shownFacts(draft, 'Peanut butter, smooth ', CUSTOM);
    expect(shown.tags).toContain('Peanuts');
    const rules = classifyFood({ name: 'Peanut butter, smooth', group: null, src: 'Custom' });
    expect([...shown.tags].sort()).toEqual([...rules.contains].sort());
    expect([...shown.dietFlags].sort()).toEqual([...rules.dietFlags].sort());
    expect(shownFacts(draft, 'Tuna, canned', CUSTOM).tags).toContain('Seafood');
  });

  it("shows a person's choice whatever the name says", () => {
    const draft = { setBy: 'person' as const, tags: ['Sesame' as const], dietFlags: [] };
    expect(shownFacts(draft, 'Peanut butter, smooth', CUSTOM)).toBe(draft);
  });
});
