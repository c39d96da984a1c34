import { describe, expect, it } from 'vitest';
import { plannerSearch, readPlannerLocation } from './use-planner-location.ts';

const folder = '3f1d5b8e-2c1a-4a57-9d3e-8a6b5c4d3e2f';
const plan = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';

describe('the planner’s address', () => {
  it('reads the folder, the plan, the settings and a purchase’s return', () => {
    expect(
      readPlannerLocation(new URLSearchParams(`folder=${folder}&mealplan=${plan}&info=1&request=success`)),
    ).toEqual({
      folderId: folder,
      planId: plan,
      info: true,
      request: 'success',
    });
  });

  it('ignores ids that are not ids and requests it does not know', () => {
    expect(readPlannerLocation(new URLSearchParams('folder=1&mealplan=x&request=maybe'))).toEqual({
      folderId: null,
      planId: null,
      info: false,
      request: null,
    });
  });

  it('changes only what it is told, keeping other parameters', () => {
    const current = new URLSearchParams(`folder=${folder}&mealplan=${plan}&request=failed&utm=x`);
    const next = plannerSearch(current, { planId: null, request: null, info: true });
    expect(next.get('folder')).toBe(folder);
    expect(next.has('mealplan')).toBe(false);
    expect(next.has('request')).toBe(false);
    expect(next.get('info')).toBe('1');
    expect(next.get('utm')).toBe('x');
    expect(plannerSearch(next, { info: false }).has('info')).toBe(false);
    // The address it started from is left as it was.
    expect(current.get('mealplan')).toBe(plan);
  });
});
