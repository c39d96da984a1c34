import { describe, expect, it } from 'vitest';
import { formatQuantity, formatServes, formatWeight, textColorOn, validColor } from './format.ts';

describe('printed numbers', () => {
  it('writes household quantities with fraction glyphs where they are common fractions', () => {
    expect(formatQuantity(0.5)).toBe('½');
    expect(formatQuantity(1.5)).toBe('1½');
    expect(formatQuantity(0.25)).toBe('¼');
    expect(formatQuantity(2.75)).toBe('2¾');
    expect(formatQuantity(1 / 3)).toBe('⅓');
    expect(formatQuantity(0.125)).toBe('⅛');
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(1.999)).toBe('2');
    expect(formatQuantity(1.37)).toBe('1.37');
    expect(formatQuantity(1234.5)).toBe('1234½');
  });

  it('writes weights and serves as the screens do', () => {
    expect(formatWeight(12.25)).toBe('12.3 g');
    expect(formatWeight(350.4)).toBe('350 g');
    expect(formatWeight(1250)).toBe('1.25 kg');
    expect(formatServes(1)).toBe('1 serve');
    expect(formatServes(2.5)).toBe('2½ serves');
  });

  it('puts white text on dark brand colours and dark text on light ones', () => {
    expect(textColorOn('#1b3a5c')).toBe('#ffffff');
    expect(textColorOn('#ffee00')).toBe('#1a1a1a');
    expect(textColorOn('#97c81f')).toBe('#1a1a1a');
    expect(textColorOn('#000000')).toBe('#ffffff');
  });

  it('keeps a stored colour only when it is #rrggbb', () => {
    expect(validColor('#AbCdEf', '#97c81f')).toBe('#AbCdEf');
    expect(validColor('red', '#97c81f')).toBe('#97c81f');
    expect(validColor(null, '#97c81f')).toBe('#97c81f');
  });
});
