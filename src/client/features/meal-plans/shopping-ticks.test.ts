import { describe, expect, it } from 'vitest';
import { withMemoryLocalStorage } from '../../../../tests/support/local-storage-stand-in.ts';
import { readShoppingTicks, storeShoppingTicks } from './shopping-ticks.ts';

const storage = withMemoryLocalStorage();

describe('shopping ticks', () => {
  it('are kept per plan and read back', () => {
    storeShoppingTicks('plan-a', new Set(['lemons', 'milk']));
    expect(readShoppingTicks('plan-a')).toEqual(new Set(['lemons', 'milk']));
    expect(readShoppingTicks('plan-b')).toEqual(new Set());
  });

  it('leave nothing behind when cleared', () => {
    storeShoppingTicks('plan-a', new Set(['lemons']));
    storeShoppingTicks('plan-a', new Set());
    expect(storage().values.size).toBe(0);
  });

  it('ignore a stored value of another shape', () => {
    storage().setItem('shoppingTicks:plan-a', '{"lemons": true}');
    expect(readShoppingTicks('plan-a')).toEqual(new Set());
    storage().setItem('shoppingTicks:plan-a', 'not json');
    expect(readShoppingTicks('plan-a')).toEqual(new Set());
  });
});
