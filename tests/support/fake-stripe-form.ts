/**
 * The request side of the fake Stripe API: decoding the SDK's form bodies and query strings, reading typed
 * parameters from them, and failing the way Stripe fails ({ error: { type, message, code, param } }).
 */

/** A decoded form value: Stripe nests with brackets, `a[b][0][c]=v`, so values are strings, lists or maps. */
export type FormValue = string | FormValue[] | FormMap;
export interface FormMap {
  [key: string]: FormValue;
}

/** A Stripe-shaped API error; the server turns it into `{ error: {...} }` with `status`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly declineCode?: string,
  ) {
    super(message);
  }

  body(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    if (this.declineCode) error.decline_code = this.declineCode;
    return { error };
  }
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(
    400,
    'invalid_request_error',
    `Missing required param: ${param}.`,
    'parameter_missing',
    param,
  );
}

export function invalidParam(param: string, message: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, 'parameter_invalid', param);
}

/** What Stripe answers for an id it does not know, e.g. "No such customer: 'cus_123'". */
export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param,
  );
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Decodes `application/x-www-form-urlencoded` with Stripe's bracket nesting: `items[0][price]=p` becomes
 * `{ items: [{ price: 'p' }] }`; both indexed (`expand[0]`) and empty (`expand[]`) list brackets work.
 */
export function decodeForm(encoded: string): FormMap {
  const root: FormMap = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.some((segment) => FORBIDDEN_KEYS.has(segment))) continue;
    setPath(root, path, value);
  }
  return compact(root) as FormMap;
}

function setPath(root: FormMap, path: string[], value: string): void {
  let container: FormMap | FormValue[] = root;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    const last = i === path.length - 1;
    const nextIsList = !last && (path[i + 1] === '' || /^\d+$/.test(path[i + 1]!));
    const fresh = (): FormValue => (nextIsList ? [] : {});
    if (Array.isArray(container)) {
      const index = segment === '' ? container.length : Number(segment);
      if (last) {
        container[index] = value;
        return;
      }
      const existing = container[index];
      if (existing === undefined || typeof existing === 'string') container[index] = fresh();
      container = container[index] as FormMap | FormValue[];
    } else {
      if (last) {
        container[segment] = value;
        return;
      }
      const existing = container[segment];
      if (existing === undefined || typeof existing === 'string') container[segment] = fresh();
      container = container[segment] as FormMap | FormValue[];
    }
  }
}

/** Lists with holes (an SDK skips undefined entries) become dense, in index order. */
function compact(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  const out: FormMap = {};
  for (const [k, v] of Object.entries(value)) out[k] = compact(v);
  return out;
}

/** Typed reads of one request's parameters, failing with Stripe's messages and the full param path. */
export class Params {
  constructor(
    readonly raw: FormMap,
    private readonly prefix = '',
  ) {}

  private name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined;
  }

  str(key: string): string | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidParam(this.name(key), `Invalid string: ${this.name(key)}`);
    return value;
  }

  requiredStr(key: string): string {
    const value = this.str(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.str(key);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalidParam(this.name(key), `Invalid ${this.name(key)}: must be one of ${allowed.join(', ')}`);
    }
    return value as T;
  }

  int(key: string): number | undefined {
    const value = this.str(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw invalidParam(this.name(key), `Invalid integer: ${value}`);
    return Number(value);
  }

  bool(key: string): boolean | undefined {
    const value = this.str(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false')
      throw invalidParam(this.name(key), `Invalid boolean: ${value}`);
    return value === 'true';
  }

  obj(key: string): Params | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (typeof value === 'string' || Array.isArray(value)) {
      // Stripe accepts an empty string to unset an object parameter; anything else is malformed.
      if (value === '') return undefined;
      throw invalidParam(this.name(key), `Invalid object: ${this.name(key)}`);
    }
    return new Params(value, this.name(key));
  }

  list(key: string): Params[] {
    const value = this.raw[key];
    if (value === undefined || value === '') return [];
    const items = Array.isArray(value) ? value : Object.values(value);
    return items.map((item, i) => {
      if (typeof item === 'string' || Array.isArray(item)) {
        throw invalidParam(`${this.name(key)}[${i}]`, `Invalid object: ${this.name(key)}[${i}]`);
      }
      return new Params(item, `${this.name(key)}[${i}]`);
    });
  }

  strings(key: string): string[] {
    const value = this.raw[key];
    if (value === undefined || value === '') return [];
    if (typeof value === 'string') return [value];
    const items = Array.isArray(value) ? value : Object.values(value);
    return items.filter((item): item is string => typeof item === 'string');
  }

  /** `metadata[k]=v` merged over `current`; as in Stripe, an empty value removes the key. */
  metadata(key: string, current: Record<string, string> = {}): Record<string, string> | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (typeof value === 'string' || Array.isArray(value)) {
      throw invalidParam(this.name(key), `Invalid object: ${this.name(key)}`);
    }
    const merged = { ...current };
    for (const [k, v] of Object.entries(value)) {
      if (typeof v !== 'string')
        throw invalidParam(`${this.name(key)}[${k}]`, 'Metadata values must be strings');
      if (v === '') delete merged[k];
      else merged[k] = v;
    }
    return merged;
  }
}
