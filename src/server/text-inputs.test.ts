import type { AnyRouter } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../shared/messages.ts';
import { appRouter } from './trpc/router.ts';

/**
 * Every text a procedure takes refuses what PostgreSQL cannot store (U+0000, unpaired surrogates) with
 * the app's message, before any procedure runs. The procedures are read from the app router itself, so a
 * procedure or field added later with `z.string()` instead of `text()` fails here.
 */

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

function procedures(router: AnyRouter): { path: string; inputs: z.ZodType[] }[] {
  const out: { path: string; inputs: z.ZodType[] }[] = [];
  for (const [path, procedure] of Object.entries(router._def.procedures as Record<string, unknown>)) {
    const def = (procedure as { _def: { inputs: z.ZodType[] } })._def;
    out.push({ path, inputs: def.inputs });
  }
  return out;
}

/** The string schemas inside `schema`, each with where it is; and the kinds of schema that take anything. */
function stringsIn(
  schema: unknown,
  where: string,
  out: { where: string; schema: z.ZodType }[],
  seen = new Set(),
): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, suffix: string): void => stringsIn(child, `${where}${suffix}`, out, seen);
  switch (def.type) {
    case 'string':
      out.push({ where, schema: schema as z.ZodType });
      return;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, `.${key}`);
      if (def.catchall) walk(def.catchall, '.*');
      return;
    case 'array':
    case 'set':
      return walk(def.element ?? def.valueType, '[]');
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return walk(def.innerType, '');
    case 'pipe':
      walk(def.in, '');
      return walk(def.out, '');
    case 'union':
      return (def.options as unknown[]).forEach((option, i) => walk(option, `|${i}`));
    case 'intersection':
      walk(def.left, '&');
      return walk(def.right, '&');
    case 'record':
    case 'map':
      walk(def.keyType, '{key}');
      return walk(def.valueType, '{value}');
    case 'tuple':
      (def.items as unknown[]).forEach((item, i) => walk(item, `[${i}]`));
      if (def.rest) walk(def.rest, '[...]');
      return;
    case 'lazy':
      return walk((def.getter as () => unknown)(), '');
    case 'any':
    case 'unknown':
    case 'custom':
      // Could be a string the walk cannot see into.
      out.push({ where: `${where} (${def.type})`, schema: schema as z.ZodType });
      return;
    default:
      // numbers, booleans, dates, enums, literals, transforms: nothing a NUL can hide in.
      return;
  }
}

const unsavable = ['Plum\u0000tomato', 'Plum\uD800tomato', 'Plum tomato\uDC00'];

describe('text inputs', () => {
  const all = procedures(appRouter).flatMap(({ path, inputs }) => {
    const found: { where: string; schema: z.ZodType }[] = [];
    for (const input of inputs) stringsIn(input, path, found);
    return found;
  });

  it('finds the text fields of the procedures', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it('refuses U+0000 and unpaired surrogates in every text field of every procedure', () => {
    const offenders: string[] = [];
    for (const { where, schema } of all) {
      for (const value of unsavable) {
        const result = schema.safeParse(value);
        const isPlainString = defOf(schema).type === 'string' && !('format' in defOf(schema));
        const refusedWithMessage =
          !result.success && result.error.issues.some((i) => i.message === messages.textUnsavable);
        if (result.success || (isPlainString && !refusedWithMessage)) {
          offenders.push(`${where}: ${JSON.stringify(value)}`);
          break;
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
