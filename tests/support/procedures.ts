import type { AnyRouter } from '@trpc/server';
import type { z } from 'zod';

/**
 * What the access, object-level and fuzz tests read from the app router itself, so a procedure added later
 * is covered without anyone listing it: every procedure's path, kind and input schema, the id-like fields
 * of an input, and a plausible input to start from.
 */

export type ProcedureKind = 'query' | 'mutation' | 'subscription';

export interface ProcedureInfo {
  path: string;
  kind: ProcedureKind;
  /** The procedure's input schema (several `.input()` calls merge), or null when it takes none. */
  input: z.ZodType | null;
}

interface ProcedureDef {
  type: ProcedureKind;
  inputs: unknown[];
}

/** Walks the router's record (nested routers included), independently of tRPC's flattened list. */
export function listProcedures(router: AnyRouter): ProcedureInfo[] {
  const out: ProcedureInfo[] = [];
  const walk = (record: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(record)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const def = (value as { _def?: ProcedureDef & { procedure?: boolean } })._def;
      if (def?.procedure) {
        const inputs = def.inputs as z.ZodType[];
        if (inputs.length > 1) throw new Error(`${path}: several .input() calls; merge them into one schema`);
        out.push({ path, kind: def.type, input: inputs[0] ?? null });
      } else if (typeof value === 'function' && def && 'record' in def) {
        // A router is callable in tRPC 11; its own record holds its procedures.
        walk((def as unknown as { record: Record<string, unknown> }).record, path);
      } else if (value && typeof value === 'object') {
        walk(value as Record<string, unknown>, path);
      }
    }
  };
  walk(router._def.record as Record<string, unknown>, '');
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

// ---- zod 4 schema walking -------------------------------------------------------------------------------

interface Def {
  type: string;
  [key: string]: unknown;
}

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

function bagOf(schema: unknown): Record<string, unknown> {
  return (schema as { _zod: { bag?: Record<string, unknown> } })._zod.bag ?? {};
}

/** Wrappers that hold one inner schema and add nothing a sample or an id search needs to know. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: unknown): unknown {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === 'lazy') current = (def.getter as () => unknown)();
    else if (def.type === 'pipe') current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else return current;
  }
}

/** A field name that says it holds the id of a row: `id`, `ids`, `*Id`, `*Ids`. */
export function isIdName(name: string): boolean {
  return name === 'id' || name === 'ids' || /[a-z]Ids?$/.test(name);
}

/**
 * The paths of the id-like fields of an input schema: fields named like ids (`isIdName`) and any uuid
 * string, however deep (`ingredients[].foodId`, `cursor.id`, `ids[]`).
 */
export function idFieldsOf(schema: unknown): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown, path: string, name: string | null) => {
    if (seen.has(node)) return;
    seen.add(node);
    const inner = unwrap(node);
    const def = defOf(inner);
    if (name !== null && isIdName(name) && def.type !== 'object' && def.type !== 'array') found.add(path);
    switch (def.type) {
      case 'string':
        if (bagOf(inner).format === 'uuid' || def.format === 'uuid') found.add(path);
        break;
      case 'object':
        for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
          walk(child, path ? `${path}.${key}` : key, key);
        break;
      case 'array':
        walk(def.element, `${path}[]`, name);
        break;
      case 'record':
        walk(def.valueType, `${path}{}`, null);
        break;
      case 'union':
        for (const option of def.options as unknown[]) walk(option, path, name);
        break;
      case 'intersection':
        walk(def.left, path, name);
        walk(def.right, path, name);
        break;
      case 'tuple':
        (def.items as unknown[]).forEach((item, i) => walk(item, `${path}[${i}]`, name));
        break;
      default:
        break;
    }
    seen.delete(node);
  };
  walk(schema, '', null);
  return [...found].sort();
}

// ---- a plausible input ------------------------------------------------------------------------------------

/** A small seeded random source (mulberry32): the same seed gives the same inputs on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function sampleString(schema: unknown, random: () => number): string {
  const bag = bagOf(schema);
  const format = (bag.format ?? defOf(schema).format) as string | undefined;
  switch (format) {
    case 'uuid':
    case 'guid':
      return seededUuid(random);
    case 'email':
      return `fuzz.${Math.floor(random() * 1e6)}@example.test`;
    case 'url':
      return 'https://example.test/fuzz';
    case 'datetime':
      return '2024-05-01T10:00:00.000Z';
    case 'date':
      return '2024-05-01';
    case 'time':
      return '10:00:00';
    default:
      break;
  }
  const min = typeof bag.minimum === 'number' ? bag.minimum : 0;
  const max = typeof bag.maximum === 'number' ? bag.maximum : 40;
  const base = 'Fuzz value';
  const length = Math.max(min, Math.min(base.length, max));
  return base.padEnd(length, 'x').slice(0, Math.max(length, min));
}

function sampleNumber(schema: unknown): number {
  const bag = bagOf(schema);
  const min = typeof bag.minimum === 'number' && Number.isFinite(bag.minimum) ? bag.minimum : null;
  const max = typeof bag.maximum === 'number' && Number.isFinite(bag.maximum) ? bag.maximum : null;
  let value = 1;
  if (min !== null && value < min) value = Math.ceil(min) + (bag.exclusiveMinimum ? 1 : 0);
  if (max !== null && value > max) value = Math.floor(max);
  return value;
}

/**
 * A plausible value for a schema: the smallest object with every field, strings of an allowed length,
 * numbers within bounds, the first option of an enum or union. Refinements may still refuse it: the fuzz
 * test only needs something close to valid to malform one field at a time.
 */
export function sampleInput(schema: unknown, random: () => number, depth = 0): unknown {
  if (depth > 12) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'prefault':
      return sampleInput(def.innerType, random, depth + 1);
    case 'default':
      return sampleInput(def.innerType, random, depth + 1);
    case 'lazy':
      return sampleInput((def.getter as () => unknown)(), random, depth + 1);
    case 'pipe':
      return sampleInput(defOf(def.in).type === 'transform' ? def.out : def.in, random, depth + 1);
    case 'string':
      return sampleString(schema, random);
    case 'number':
      return sampleNumber(schema);
    case 'int':
      return sampleNumber(schema);
    case 'bigint':
      return 1n;
    case 'boolean':
      return true;
    case 'date':
      return new Date('2024-05-01T10:00:00.000Z');
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        const value = sampleInput(child, random, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const min = typeof bagOf(schema).minimum === 'number' ? (bagOf(schema).minimum as number) : 1;
      return Array.from({ length: Math.max(1, Math.min(min, 3)) }, () =>
        sampleInput(def.element, random, depth + 1),
      );
    }
    case 'tuple':
      return (def.items as unknown[]).map((item) => sampleInput(item, random, depth + 1));
    case 'record':
      return {
        [String(sampleInput(def.keyType, random, depth + 1))]: sampleInput(def.valueType, random, depth + 1),
      };
    case 'union':
      return sampleInput((def.options as unknown[])[0], random, depth + 1);
    case 'intersection': {
      const left = sampleInput(def.left, random, depth + 1);
      const right = sampleInput(def.right, random, depth + 1);
      if (left && right && typeof left === 'object' && typeof right === 'object')
        return { ...(left as object), ...(right as object) };
      return left ?? right;
    }
    default:
      return undefined;
  }
}
