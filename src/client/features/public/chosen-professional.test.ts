import { describe, expect, it } from 'vitest';
import { withMemoryLocalStorage } from '../../../../tests/support/local-storage-stand-in.ts';
import {
  forgetChosenProfessional,
  ownPath,
  readChosenProfessional,
  redirectTarget,
  storeChosenProfessional,
} from './chosen-professional.ts';

withMemoryLocalStorage();

describe('the chosen professional', () => {
  it('is remembered, read back and forgotten', () => {
    expect(readChosenProfessional()).toBeNull();
    storeChosenProfessional({ handle: 'dana-dietitian-abcdefghij', name: 'Dana Dietitian' });
    expect(readChosenProfessional()).toEqual({ handle: 'dana-dietitian-abcdefghij', name: 'Dana Dietitian' });
    forgetChosenProfessional();
    expect(readChosenProfessional()).toBeNull();
  });

  it('ignores a stored value of another shape', () => {
    localStorage.setItem('chosenProfessional', '{"handle": 3}');
    expect(readChosenProfessional()).toBeNull();
    localStorage.setItem('chosenProfessional', 'not json');
    expect(readChosenProfessional()).toBeNull();
  });
});

describe('/redirect', () => {
  it.each([
    ['/meal-plans?folder=1', '/meal-plans?folder=1'],
    ['//evil.test/path', null],
    ['/\\evil.test', null],
    ['https://evil.test', null],
    ['', null],
    [null, null],
  ])('takes %j as a path of this app: %j', (to, expected) => {
    expect(ownPath(to)).toBe(expected);
  });

  it('sends a signed-in user to Home, a guest to the selector, or to SelectPage once a choice is stored', () => {
    expect(redirectTarget(null, true)).toBe('/');
    expect(redirectTarget('https://evil.test', false)).toBe('/dietitian-form-selector');
    storeChosenProfessional({ handle: 'h', name: 'N' });
    expect(redirectTarget(null, false)).toBe('/select-page');
    expect(redirectTarget('/privacy-policy', false)).toBe('/privacy-policy');
  });
});
