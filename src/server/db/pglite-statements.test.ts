import { PGlite, types, type PGliteInterface } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pglite-statements.ts';

let plain: PGlite;
let named: PGliteInterface;

/** The statements PGlite's one session keeps by name, with their text. */
async function kept(): Promise<string[]> {
  const { rows } = await plain.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return rows.map((row) => row.statement);
}

beforeAll(async () => {
  plain = await PGlite.create();
  named = withNamedStatements(plain, 3);
  await plain.exec(`
    create table things (id uuid primary key, name text not null unique, tags text[] not null,
      body jsonb, at timestamptz not null, amount numeric);
    insert into things values
      ('00000000-0000-4000-8000-000000000001', 'apple', '{red,fruit}', '{"kj": 218}', '2026-11-25T10:00:00.123456Z', 1.5),
      ('00000000-0000-4000-8000-000000000002', 'oats', '{}', null, '2026-11-24T08:30:00Z', null);`);
});
afterAll(async () => {
  await plain.close();
});

describe('named statements on PGlite', () => {
  const select =
    'select id, name, tags, body, at, amount from things where name = any($1) and at > $2 order by name';
  const params = [['apple', 'oats'], new Date('2026-01-01T00:00:00Z')];

  it('answers as PGlite does, in rows and arrays, with the caller’s parsers', async () => {
    expect(await named.query(select, params)).toEqual(await plain.query(select, params));
    const asArrays = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    };
    const result = await named.query<unknown[]>(select, params, asArrays);
    expect(result).toEqual(await plain.query(select, params, asArrays));
    expect(result.rows[0]).toEqual([
      '00000000-0000-4000-8000-000000000001',
      'apple',
      ['red', 'fruit'],
      { kj: 218 },
      '2026-11-25 10:00:00.123456+00',
      '1.5',
    ]);
  });

  it('parses a statement once and runs it again by name', async () => {
    for (let i = 0; i < 3; i += 1) await named.query(select, params);
    expect((await kept()).filter((text) => text === select)).toHaveLength(1);
  });

  it('keeps only the most recently used, closing the oldest', async () => {
    for (const n of [1, 2, 3, 4]) await named.query(`select $1::int + ${n} as n`, [n]);
    const statements = await kept();
    expect(statements).toHaveLength(3);
    expect(statements).not.toContain(select);
    expect(statements).toContain('select $1::int + 4 as n');
  });

  it('writes, and a refused write fails as PGlite’s own error and leaves the client working', async () => {
    const insert = 'insert into things (id, name, tags, at) values ($1, $2, $3, $4) returning name';
    const row = ['00000000-0000-4000-8000-000000000003', 'lemon', ['sour'], new Date()];
    expect((await named.query(insert, row)).rows).toEqual([{ name: 'lemon' }]);
    const error = await named
      .query(insert, ['00000000-0000-4000-8000-000000000004', 'lemon', [], new Date()])
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(error).toMatchObject({ code: '23505', constraint: 'things_name_key', query: insert });
    await expect(named.query('select not_a_column from things')).rejects.toMatchObject({ code: '42703' });
    expect((await named.query('select count(*)::int as n from things')).rows).toEqual([{ n: 3 }]);
  });

  it('leaves other statements and transactions to PGlite', async () => {
    await named.query('create table other (n int)');
    expect(await kept()).not.toContain('create table other (n int)');
    await expect(
      named.transaction(async (tx) => {
        await tx.query('insert into other values ($1)', [1]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await named.query('select count(*)::int as n from other')).rows).toEqual([{ n: 0 }]);
  });

  it('lets the event loop in between statements, so a long queue never holds back new connections', async () => {
    // An I/O callback (a new connection, a request's bytes) is followed by a drain of the microtask queue. If
    // queued statements settle as microtasks, that drain runs every statement waiting and each statement they
    // lead to: under load each new connection then waited for the whole queue, one connection at a time
    // (bench:api's PGlite p99 at 4-14 times its p50). A turn of the loop between statements bounds it.
    const done: number[] = [];
    let doneWhenTheLoopTurned = -1;
    setImmediate(() => (doneWhenTheLoopTurned = done.length));
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        // Transactions hold PGlite for their length, and take their turns with the statements.
        (i % 4 === 3
          ? named.transaction((tx) => tx.query('select $1::int as n, pg_sleep(0.002)', [i]))
          : named.query('select $1::int as n, pg_sleep(0.002)', [i])
        ).then(() => done.push(i)),
      ),
    );
    expect(done).toHaveLength(40);
    expect(doneWhenTheLoopTurned).toBeGreaterThanOrEqual(0);
    // Statements of 2 ms each run back to back for at most 4 ms before the loop's turn.
    expect(doneWhenTheLoopTurned).toBeLessThanOrEqual(4);
    // First come, first served.
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });
});
