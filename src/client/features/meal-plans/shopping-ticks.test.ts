import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readShoppingTicks, storeShoppingTicks } from './shopping-ticks.ts';

/** The browser's localStorage, as much of it as these functions use. */
class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('shopping ticks', () => {
  it('are kept per plan and read back', () => {
    storeShoppingTicks('plan-a', new Set(['lemons', 'milk']));
    expect(readShoppingTicks('plan-a')).toEqual(new Set(['lemons', 'milk']));
    expect(readShoppingTicks('plan-b')).toEqual(new Set());
  });

  it('leave nothing behind when cleared', () => {
    storeShoppingTicks('plan-a', new Set(['lemons']));
    storeShoppingTicks('plan-a', new Set());
    expect(storage.values.size).toBe(0);
  });

  it('ignore a stored value of another shape', () => {
    storage.setItem('shoppingTicks:plan-a', '{"lemons": true}');
    expect(readShoppingTicks('plan-a')).toEqual(new Set());
    storage.setItem('shoppingTicks:plan-a', 'not json');
    expect(readShoppingTicks('plan-a')).toEqual(new Set());
  });
});
