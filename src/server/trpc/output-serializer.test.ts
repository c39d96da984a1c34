import superjson from 'superjson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecipe } from '../../../tests/factories/recipes.ts';
import { signedIn, useTestEnvironment } from '../../../tests/support/test-environment.ts';
import { serializeOutput } from './output-serializer.ts';

/** A small seeded generator (mulberry32), so a failing case can be found again. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const KEYS = ['id', 'name', 'items', 'createdAt', 'a.b', 'back\\slash', '', '__proto__', '0', 'x y'];

/** Answers like the API's, now and then with something only superjson writes (undefined, NaN, a Map...). */
function answer(random: ReturnType<typeof randomSource>, depth: number, shared: object[]): unknown {
  const roll = random.next();
  if (depth > 3 || roll < 0.3) {
    return random.pick<() => unknown>([
      () => 'text',
      () => '',
      () => Math.round(random.next() * 1000) / 10,
      () => -7,
      () => 0,
      () => true,
      () => false,
      () => null,
      () => new Date(Date.UTC(2026, 10, 25, 10, Math.floor(random.next() * 60))),
      () => (random.next() < 0.3 ? undefined : 'kept'),
      () => (random.next() < 0.2 ? random.pick([Number.NaN, Infinity, -Infinity, -0]) : 3),
      () => (random.next() < 0.1 ? new Date(Number.NaN) : new Date(0)),
      () => (random.next() < 0.1 ? 10n : 10),
      () => (random.next() < 0.1 ? new Map([['k', 1]]) : 'map'),
      () => (random.next() < 0.1 ? new Set([1]) : 'set'),
      () => (random.next() < 0.1 && shared.length > 0 ? random.pick(shared) : 'shared'),
    ])();
  }
  if (roll < 0.55) {
    const list = Array.from({ length: Math.floor(random.next() * 4) }, () =>
      answer(random, depth + 1, shared),
    );
    shared.push(list);
    return list;
  }
  const object: Record<string, unknown> = random.next() < 0.05 ? Object.create(null) : {};
  const size = Math.floor(random.next() * 5);
  for (let i = 0; i < size; i += 1) {
    const key = random.next() < 0.85 ? `k${i}` : random.pick(KEYS);
    Object.defineProperty(object, key, {
      value: answer(random, depth + 1, shared),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  shared.push(object);
  return object;
}

describe('serializeOutput', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives what superjson gives, and reads back the same, for 3,000 generated answers', () => {
    const random = randomSource(20_261_125);
    let fast = 0;
    for (let i = 0; i < 3_000; i += 1) {
      const value = answer(random, 0, []);
      let expected: ReturnType<typeof superjson.serialize>;
      try {
        expected = superjson.serialize(value);
      } catch (error) {
        // superjson refuses a `__proto__` key; so does the answer, with superjson's own error.
        expect(() => serializeOutput(value)).toThrow((error as Error).message);
        continue;
      }
      const spy = vi.spyOn(superjson, 'serialize');
      const written = serializeOutput(value);
      if (spy.mock.calls.length === 0) fast += 1;
      spy.mockRestore();
      expect(written, `answer ${i}`).toEqual(expected);
      expect(superjson.deserialize(JSON.parse(JSON.stringify(written)))).toEqual(
        superjson.deserialize(JSON.parse(JSON.stringify(expected))),
      );
    }
    // Both paths were taken many times: the generated answers are not all plain, nor all exotic.
    expect(fast).toBeGreaterThan(500);
    expect(fast).toBeLessThan(2_900);
  });

  it('writes a Date at the top, an empty answer and null as superjson does', () => {
    for (const value of [
      new Date(5),
      {},
      [],
      null,
      'text',
      0,
      { at: [new Date(1), { when: new Date(2) }] },
    ]) {
      expect(serializeOutput(value)).toEqual(superjson.serialize(value));
    }
  });
});

describe('serializeOutput on real answers', () => {
  const env = useTestEnvironment();

  it('writes the catalogue, a recipe and the session without superjson, the same as superjson', async () => {
    const { db } = env.database;
    const member = await signedIn(env, 'member');
    const soup = await createRecipe(db, { name: 'Pumpkin soup', photoKey: 'recipes/soup.webp' });
    await createRecipe(db, { name: 'Pea soup' });
    await member.caller.recipes.save({ recipeId: soup.id });
    const answers = [
      await member.caller.recipes.list({}),
      await member.caller.recipes.get({ id: soup.id }),
      await member.caller.auth.me(),
    ];
    const expected = answers.map((value) => superjson.serialize(value));
    const spy = vi.spyOn(superjson, 'serialize');
    const written = answers.map((value) => serializeOutput(value));
    expect(spy).not.toHaveBeenCalled();
    expect(written).toEqual(expected);
    // The catalogue's dates are there to be read back as dates.
    expect(Object.keys(written[0]!.meta?.values ?? {})).toContain('items.0.createdAt');
  });
});
