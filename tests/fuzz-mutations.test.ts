import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions.ts';
import { appRouter } from '../src/server/trpc/router.ts';
import { createUser } from './factories/users.ts';
import { createTestDatabase, type TestDatabase } from './setup/test-db.ts';
import { listProcedures, sampleInput, seededRandom, type ProcedureInfo } from './support/procedures.ts';
import { startTestServices, type TestServices } from './support/services.ts';

/**
 * Issue 11: every procedure of the app router, called over HTTP as the browser does (POST for mutations,
 * GET for queries, superjson bodies, the session cookie, the app's Origin) with malformed input: NUL and
 * lone surrogates in every string, wrong types, 1 MB strings, 10,000 levels of nesting, prototype keys,
 * negative, NaN and infinite numbers, too-long arrays, and broken superjson envelopes. Nothing may answer
 * with a 5xx: bad input is the caller's mistake (4xx), never a server failure. Deterministic: the inputs
 * come from the schemas and a seeded random source, in router order.
 */

const ORIGIN = 'http://app.test';
const SEED = 11;
const DEPTH = 10_000;
const HUGE = 1_000_000;

let database: TestDatabase;
let services: TestServices;
let app: FastifyInstance;
let clientDir: string;
const serverErrors: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // The limits a deployment sets against floods would answer most of these calls with 429 before they reach
  // a procedure; the fuzzer is one client sending many bad requests on purpose.
  services = await startTestServices(database, {
    API_REQUESTS_PER_MINUTE: '1000000',
    LOGIN_ATTEMPTS_PER_IP: '100000',
    SIGNUPS_PER_IP_PER_HOUR: '100000',
  });
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'mealplanner-fuzz-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const log = pino(
    { level: 'error' },
    { write: (line: string) => void serverErrors.push(line.slice(0, 2_000)) },
  );
  app = await buildApp({
    config: services.config,
    database,
    jobs: services.jobs,
    storage: services.storage,
    log,
    clientDir,
  });
});
afterAll(async () => {
  await app?.close();
  await services?.close();
  await database?.close();
  await rm(clientDir, { recursive: true, force: true });
});

// ---- building malformed bodies --------------------------------------------------------------------------

/** Raw JSON text put where a placeholder string stands, for what a JS value cannot say (`__proto__` keys). */
class RawJson {
  constructor(readonly text: string) {}
}

const DEEP_ARRAY = new RawJson('['.repeat(DEPTH) + ']'.repeat(DEPTH));
const DEEP_OBJECT = new RawJson('{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH));
const POLLUTION = '{"polluted":true,"role":"admin","isAdmin":true}';
const PROTO_KEYS = `"__proto__":${POLLUTION},"constructor":{"prototype":${POLLUTION}},"prototype":${POLLUTION}`;
const PROTO_OBJECT = new RawJson(`{${PROTO_KEYS}}`);

/** The superjson body of a value that may hold RawJson anywhere. */
function superjsonBody(value: unknown): string {
  const raws: RawJson[] = [];
  const swap = (v: unknown): unknown => {
    if (v instanceof RawJson) {
      raws.push(v);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    if (Array.isArray(v)) return v.map(swap);
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      const out: Record<string, unknown> = {};
      for (const [k, inner] of Object.entries(v)) out[k] = swap(inner);
      return out;
    }
    return v;
  };
  let text = JSON.stringify(superjson.serialize(swap(value) as never));
  raws.forEach((raw, i) => {
    text = text.replace(JSON.stringify(`\u0001RAW${i}\u0001`), () => raw.text);
  });
  return text;
}

/** An object with prototype keys added in front of its own fields. */
function withProtoKeys(object: Record<string, unknown>): RawJson {
  const own = superjsonBody(object);
  // superjsonBody gives {"json":{...}}: take the inner object.
  const inner = JSON.parse(own).json as Record<string, unknown>;
  const fields = JSON.stringify(inner).slice(1);
  return new RawJson(`{${PROTO_KEYS}${fields === '}' ? '}' : `,${fields}`}`);
}

interface Variant {
  name: string;
  /** The request body (POST) or the `input` query parameter (GET), as sent. */
  body: string;
  contentType?: string;
}

type Path = (string | number)[];

function setAt(root: unknown, at: Path, value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy;
  }
  const copy = { ...(root as Record<string, unknown>) };
  copy[head as string] = setAt(copy[head as string], rest, value);
  return copy;
}

/** Every node of a plausible input with its path: leaves and the objects and arrays that hold them. */
function nodesOf(value: unknown, at: Path = []): { at: Path; value: unknown }[] {
  const here = { at, value };
  if (Array.isArray(value))
    return [here, ...value.flatMap((v, i) => (i === 0 ? nodesOf(v, [...at, i]) : []))];
  if (value && typeof value === 'object' && !(value instanceof Date))
    return [here, ...Object.entries(value).flatMap(([k, v]) => nodesOf(v, [...at, k]))];
  return [here];
}

/** What to put in place of one node, by what the node holds. */
function replacementsFor(value: unknown, root: boolean, random: () => number): [string, unknown][] {
  const wrongTypes: [string, unknown][] = [
    ['null', null],
    ['array', [value ?? 'x']],
    ['object', { value: value ?? 'x' }],
    ['deep arrays', DEEP_ARRAY],
  ];
  if (typeof value === 'string')
    return [
      ['NUL inside', `${value}\u0000x`],
      ['only NUL', '\u0000'],
      ['lone high surrogate', `${value}\ud800`],
      ['lone low surrogate', `\udc00${value}`],
      ['1 MB string', 'x'.repeat(HUGE)],
      ['empty string', ''],
      ['number for string', Math.floor(random() * 1e6)],
      ...wrongTypes,
    ];
  if (typeof value === 'number')
    return [
      ['negative', -1],
      ['huge negative', -1e308],
      ['huge', 1e308],
      ['NaN', Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY],
      ['-Infinity', Number.NEGATIVE_INFINITY],
      ['-0', -0],
      ['fraction', 0.5],
      ['beyond safe integers', 2 ** 53 + 1],
      ['string for number', String(value)],
      ...wrongTypes,
    ];
  if (typeof value === 'boolean')
    return [['string for boolean', 'true'], ['number for boolean', 0], ...wrongTypes];
  if (value instanceof Date)
    return [['invalid date', new Date(Number.NaN)], ['string for date', 'yesterday'], ...wrongTypes];
  if (Array.isArray(value))
    return [
      ['too long array', Array.from({ length: value.length > 0 ? 10_001 : 0 }, () => value[0])],
      ['empty array', []],
      ['array-like object', { length: 1e9, 0: value[0] }],
      ['string for array', 'x'],
      ['null', null],
      ['deep arrays', DEEP_ARRAY],
    ];
  if (value && typeof value === 'object')
    return [
      ['prototype keys', withProtoKeys(value as Record<string, unknown>)],
      ...(root
        ? [['extra 1 MB field', { ...(value as object), extra: 'x'.repeat(HUGE) }] as [string, unknown]]
        : []),
      ['array for object', [value]],
      ['string for object', 'x'],
      ['null', null],
      ['deep objects', DEEP_OBJECT],
    ];
  return [
    ['string', 'x'],
    ['number', 1],
    ['object', {}],
    ['deep arrays', DEEP_ARRAY],
  ];
}

/** Broken envelopes: what reaches body parsing and superjson before any schema looks at it. */
function envelopeVariants(base: unknown): Variant[] {
  const json = JSON.stringify(superjson.serialize(base as never).json ?? null);
  const meta = (m: unknown, j = json) => `{"json":${j},"meta":${JSON.stringify(m)}}`;
  return [
    { name: 'no body', body: '' },
    { name: 'not JSON', body: '{"json":' },
    { name: 'JSON null', body: 'null' },
    { name: 'JSON string', body: '"x"' },
    { name: 'JSON array', body: '[1,2,3]' },
    { name: 'no json key', body: '{}' },
    { name: 'whole input null', body: '{"json":null}' },
    { name: 'whole input a number', body: '{"json":1}' },
    { name: 'whole input deep arrays', body: `{"json":${DEEP_ARRAY.text}}` },
    { name: 'whole input deep objects', body: `{"json":${DEEP_OBJECT.text}}` },
    { name: 'whole input prototype keys', body: `{"json":${PROTO_OBJECT.text}}` },
    { name: 'envelope prototype keys', body: `{${PROTO_KEYS},"json":${json}}` },
    { name: 'meta __proto__ path', body: meta({ values: { __proto__: ['undefined'] } }) },
    { name: 'meta __proto__ value path', body: meta({ values: { '__proto__.polluted': ['undefined'] } }) },
    {
      name: 'meta constructor path',
      body: meta({ values: { 'constructor.prototype.polluted': ['undefined'] } }),
    },
    { name: 'meta bigint of garbage', body: meta({ values: ['bigint'] }, '"not a number"') },
    { name: 'meta Date of an object', body: meta({ values: ['Date'] }, '{"a":1}') },
    { name: 'meta map of a string', body: meta({ values: ['map'] }, '"x"') },
    { name: 'meta set of a number', body: meta({ values: ['set'] }, '1') },
    { name: 'meta unknown type', body: meta({ values: [['custom', 'NoSuchType']] }) },
    { name: 'meta class instance', body: meta({ values: [['class', 'Object']] }) },
    { name: 'meta regexp', body: meta({ values: ['regexp'] }, '"/(a+)+$/"') },
    { name: 'meta referential cycle', body: meta({ referentialEqualities: { '': ['a'] } }, '{"a":{}}') },
    { name: 'meta deep path', body: meta({ values: { [Array(5_000).fill('a').join('.')]: ['undefined'] } }) },
    { name: 'meta deep arrays', body: `{"json":${json},"meta":${DEEP_ARRAY.text}}` },
    { name: 'body over 1 MiB', body: `{"json":${JSON.stringify('x'.repeat(1_100_000))}}` },
    { name: 'plain text content type', body: `{"json":${json}}`, contentType: 'text/plain' },
    {
      name: 'form content type',
      body: 'json=1&__proto__[x]=1',
      contentType: 'application/x-www-form-urlencoded',
    },
  ];
}

/** Every malformed call of one procedure: one node at a time, then the envelope. */
function variantsOf(procedure: ProcedureInfo): Variant[] {
  const random = seededRandom(SEED);
  const base = procedure.input ? sampleInput(procedure.input, random) : undefined;
  const variants: Variant[] = [{ name: 'plausible input', body: superjsonBody(base) }];
  // A procedure without input ignores what it is sent: the envelope cases are all there is to try.
  if (procedure.input) {
    for (const node of nodesOf(base)) {
      for (const [name, replacement] of replacementsFor(node.value, node.at.length === 0, random)) {
        variants.push({
          name: `${node.at.join('.') || '(input)'}: ${name}`,
          body: superjsonBody(setAt(base, node.at, replacement)),
        });
      }
    }
  }
  return [...variants, ...envelopeVariants(base)];
}

// ---- sending them -----------------------------------------------------------------------------------------

const PROCEDURES = listProcedures(appRouter);

interface Tally {
  cases: number;
  byKind: Record<string, number>;
  byStatus: Record<number, number>;
  failures: string[];
}
const tally: Tally = { cases: 0, byKind: {}, byStatus: {}, failures: [] };

interface Caller {
  cookie: string;
  /** Each procedure and role calls from an address of its own, so the per-address API limit stays out of
   * the way without depending on API_REQUESTS_PER_MINUTE. */
  remoteAddress: string;
}

async function send(procedure: ProcedureInfo, variant: Variant, caller: Caller) {
  const headers: Record<string, string> = { origin: ORIGIN, cookie: caller.cookie };
  const url = `/api/trpc/${procedure.path}`;
  const { remoteAddress } = caller;
  const res =
    procedure.kind === 'query'
      ? await app.inject({
          method: 'GET',
          url: `${url}?input=${encodeURIComponent(variant.body)}`,
          headers,
          remoteAddress,
        })
      : await app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': variant.contentType ?? 'application/json' },
          payload: variant.body,
          remoteAddress,
        });
  tally.cases += 1;
  const kind = variant.name.split(': ').pop()!;
  tally.byKind[kind] = (tally.byKind[kind] ?? 0) + 1;
  tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
  return res;
}

let addresses = 0;
async function fuzz(procedure: ProcedureInfo, role: 'admin' | 'member') {
  // A fresh session per procedure: auth.logout and friends may end the one before.
  const user = await createUser(database.db, { role });
  const { token } = await createSession(database.db, user.id);
  addresses += 1;
  const caller: Caller = {
    cookie: `${SESSION_COOKIE}=${token}`,
    remoteAddress: `10.11.${addresses >> 8}.${addresses & 255}`,
  };
  const [plausible, ...malformed] = variantsOf(procedure);
  const first = await send(procedure, plausible!, caller);
  // A member refused by the role gate is refused before any input is read; a few calls show it stays so.
  // An allowed member gets a seeded quarter of the admin's cases: the same code paths, a second role.
  const sample = seededRandom(SEED + procedure.path.length);
  const chosen =
    role === 'admin'
      ? malformed
      : first.statusCode === 403
        ? malformed.slice(0, 3)
        : malformed.filter(() => sample() < 0.25);
  for (const variant of chosen) {
    const res = await send(procedure, variant, caller);
    if (res.statusCode >= 500) {
      tally.failures.push(
        `${role} ${procedure.kind} ${procedure.path} [${variant.name}] -> ${res.statusCode} ${res.body.slice(0, 200)}`,
      );
    }
  }
}

describe('fuzzing every procedure over HTTP', () => {
  // About 14,000 calls: two minutes on a quiet machine, over five when other work shares its two cores.
  it('never answers malformed input with a server error', { timeout: 600_000 }, async () => {
    const started = Date.now();
    for (const procedure of PROCEDURES) {
      await fuzz(procedure, 'admin');
      await fuzz(procedure, 'member');
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const mutations = PROCEDURES.filter((p) => p.kind === 'mutation').length;
    console.log(
      `fuzz: ${tally.cases} calls to ${PROCEDURES.length} procedures (${mutations} mutations, ` +
        `${PROCEDURES.length - mutations} queries) as an admin and a member in ${seconds} s; ` +
        `by status: ${JSON.stringify(tally.byStatus)}; 5xx: ${tally.failures.length}`,
    );
    console.log(`fuzz cases by kind: ${JSON.stringify(tally.byKind)}`);
    if (tally.failures.length > 0) {
      console.log(tally.failures.slice(0, 60).join('\n'));
      console.log(serverErrors.slice(0, 10).join('\n'));
    }
    expect(tally.failures).toEqual([]);
    // The calls reached the procedures: only sign-in and sign-up limits may refuse a few of them.
    expect(tally.byStatus[429] ?? 0).toBeLessThan(tally.cases / 100);
    expect(tally.byStatus[400]).toBeGreaterThan(tally.cases / 2);
  });
});
