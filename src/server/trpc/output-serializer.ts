import superjson from 'superjson';

type SuperJSONResult = ReturnType<typeof superjson.serialize>;

/** Thrown inside the walk when the answer holds something only superjson itself writes correctly. */
const NOT_PLAIN = Symbol('not plain');

/**
 * superjson's answer for the values the API sends almost always (plain objects, arrays, strings, finite
 * numbers, booleans, null and valid Dates), written in one walk; anything else goes to superjson itself.
 *
 * superjson walks every value of an answer asking each of its types whether it applies: a quarter of the
 * server's time on recipes.list under load (docs/benchmarks.md, decision 046). The browser and every
 * client keep reading the answer with superjson: the result here is the one `superjson.serialize` gives
 * (`{ json, meta: { values: { 'items.0.createdAt': ['Date'] }, v: 1 } }`), which
 * `output-serializer.test.ts` checks against superjson on generated answers and on real ones.
 *
 * What goes to superjson: undefined (superjson records it), NaN, ±Infinity and -0, bigint, an invalid
 * Date, Map, Set, RegExp, Error, any object that is not plain, a key with a dot or a backslash (superjson
 * escapes it in its paths) or named `__proto__`, and an object or array met twice (superjson records the
 * repeat).
 */
export function serializeOutput(value: unknown): SuperJSONResult {
  try {
    const dates: string[] = [];
    const json = plain(value, [], dates, new Set());
    if (dates.length === 0) return { json } as SuperJSONResult;
    if (dates.length === 1 && dates[0] === '') {
      return { json, meta: { values: ['Date'], v: 1 } } as SuperJSONResult;
    }
    const values: Record<string, ['Date']> = {};
    for (const path of dates) values[path] = ['Date'];
    return { json, meta: { values, v: 1 } } as SuperJSONResult;
  } catch (error) {
    if (error !== NOT_PLAIN) throw error;
    return superjson.serialize(value);
  }
}

function plain(value: unknown, path: string[], dates: string[], seen: Set<object>): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value) || Object.is(value, -0)) throw NOT_PLAIN;
      return value;
    case 'object': {
      if (value === null) return null;
      if (seen.has(value)) throw NOT_PLAIN;
      seen.add(value);
      if (Array.isArray(value)) {
        const out = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i += 1) {
          path.push(String(i));
          out[i] = plain(value[i], path, dates, seen);
          path.pop();
        }
        return out;
      }
      if (value instanceof Date) {
        const time = value.getTime();
        if (Number.isNaN(time)) throw NOT_PLAIN;
        dates.push(path.join('.'));
        return value.toISOString();
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) throw NOT_PLAIN;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        if (key.includes('.') || key.includes('\\') || key === '__proto__') throw NOT_PLAIN;
        path.push(key);
        out[key] = plain((value as Record<string, unknown>)[key], path, dates, seen);
        path.pop();
      }
      return out;
    }
    default:
      // undefined, bigint, symbol, function
      throw NOT_PLAIN;
  }
}

/**
 * The API's transformer: inputs as superjson reads them, answers written by `serializeOutput` in
 * superjson's own format (so the browser's superjson reads them unchanged).
 */
export const apiTransformer = {
  input: superjson,
  output: {
    serialize: serializeOutput,
    deserialize: (value: SuperJSONResult) => superjson.deserialize(value),
  },
};
