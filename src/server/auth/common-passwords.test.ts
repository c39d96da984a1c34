import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('common passwords', () => {
  it.each(['password', 'Password', 'PASSWORD1', '12345678', 'iloveyou', 'qwertyuiop'])(
    'refuses %s',
    async (p) => {
      expect(await isCommonPassword(p)).toBe(true);
    },
  );

  it.each(['plum tomato harvest moon', 'correct horse battery staple', 'Zq8!vLr2#pT'])(
    'accepts %s',
    async (p) => {
      expect(await isCommonPassword(p)).toBe(false);
    },
  );
});
