import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { letRequestsIn as nextTurn } from '../let-requests-in.ts';

/**
 * Named prepared statements for the embedded PGlite (decision 050). PGlite's `query()` sends every statement
 * unnamed: Postgres parses and plans it again on every call, and PGlite makes six calls into its
 * WebAssembly for it (parse, describe, bind, describe, execute, sync). On the catalogue's page the planning
 * cost more than running the plan (1.1 ms against 0.6 ms). postgres.js names and keeps each statement on a
 * server by itself; this does the same for PGlite: a statement is parsed once under a name, and each call
 * after that is one message of bind, describe, execute and sync (the catalogue's page 1.0 → 0.63 ms,
 * `select $1` 0.07 → 0.02 ms, docs/benchmarks.md).
 *
 * Only data statements outside a transaction take this path (drizzle's queries on the app's database, not
 * those in a transaction, and not migrations' DDL); the most recently used STATEMENT_CACHE_SIZE are kept,
 * the oldest closed. Everything else, and every other method of the client, is PGlite's own.
 */

/** How many named statements are kept (each holds its plan in PGlite's memory); the oldest are closed. */
export const STATEMENT_CACHE_SIZE = 500;

/** How long queued statements run back to back before the event loop gets a turn (decision 060). */
const SLICE_MS = 4;

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/** The members of PGlite this relies on that its types keep internal (stable across its 0.x releases). */
interface PGliteInternals {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
}

interface Statement {
  name: string;
  /** The types Postgres inferred for the parameters, to write each value as PGlite would. */
  parameterTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The client to give drizzle: PGlite itself, whose `query()` runs data statements as named prepared
 * statements. Errors come out as PGlite's do (its DatabaseError with the query and its parameters).
 */
export function withNamedStatements(client: PGlite, cacheSize = STATEMENT_CACHE_SIZE): PGlite {
  const internals = client as unknown as PGliteInternals;
  const { serialize } = protocol;
  /** By SQL text, in the order they were last used (a Map keeps insertion order). */
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `mp_${(counter += 1)}`;
    const described = await client.execProtocolStream(
      concat([
        serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > cacheSize) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await client.execProtocolStream(
        concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]),
        { syncToFs: false },
      );
    }
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text, options);
    }
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index]!;
      const write = options?.serializers?.[type] ?? internals.serializers[type];
      return write ? write(param) : String(param);
    });
    const messages = await client.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await client.syncToFs();
    return parse.parseResults(messages, internals.parsers, options)[0] as Results<T>;
  }

  /**
   * The data statements and transactions waiting, in the order they came: each starts on a turn of the event
   * loop of its own. PGlite runs a statement on this thread and settles it as a microtask, and its lock hands
   * over to the next waiter as a microtask too. Node drains the microtask queue after every I/O callback (a
   * new connection, a request's bytes), so one such callback ran every statement waiting and each statement
   * those led to: under load, each new connection was let in only after the whole queue, one connection at
   * a time, and bench:api's PGlite p99 was 4 to 14 times its p50 (decision 060). The queue runs its
   * statements back to back for at most SLICE_MS, then waits for a turn of the loop (setImmediate), which
   * takes in all the I/O waiting; first come, first served, as before. A turn before every statement cost
   * about a tenth of recipes.list's throughput.
   */
  let queue: Promise<void> = Promise.resolve();
  /** When the statements running back to back without a turn of the loop began. */
  let sliceStart = -Infinity;
  const takeTurn = async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  };
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = queue.then(takeTurn).then(work);
    queue = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!DATA_STATEMENT.test(text) || options?.blob) return client.query<T>(text, params, options);
    const exclusive = async () => {
      await client.waitReady;
      return internals._runExclusiveTransaction(() =>
        internals._runExclusiveQuery(async () => {
          try {
            return await run<T>(text, params, options);
          } catch (error) {
            if (error instanceof Error && 'code' in error) {
              // A plan kept across a change of a table's columns: forget the statement, and say so as Postgres did.
              if (error.code === '0A000') statements.delete(text);
              Object.assign(error, { query: text, params, queryOptions: options });
            }
            throw error;
          }
        }),
      );
    };
    return inTurn(exclusive);
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      // A transaction holds PGlite for its length: it takes its turn in the same queue.
      if (property === 'transaction')
        return <T>(fn: (tx: Transaction) => Promise<T>) => inTurn(() => target.transaction(fn));
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use its private fields: they run on PGlite itself, not on this proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
