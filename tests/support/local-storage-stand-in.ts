import { afterEach, beforeEach } from 'vitest';

/** The browser's localStorage, as much of it as the client's stored choices use. */
export class MemoryStorage {
  readonly values = new Map<string, string>();
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

/**
 * Gives each test of the file an empty localStorage of its own, taken away after it; returns the one in use,
 * for a test that looks at what was stored.
 */
export function withMemoryLocalStorage(): () => MemoryStorage {
  let storage = new MemoryStorage();
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });
  return () => storage;
}
