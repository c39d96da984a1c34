import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../tests/setup/test-db.ts';
import { executeOn, rowsOf } from './client.ts';
import { users } from './schema/index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
});

describe('database', () => {
  it('has the search extensions enabled', async () => {
    const rows = rowsOf<{ s: number; u: string }>(
      await database.db.execute(
        sql`select similarity('banana', 'bananna') as s, unaccent('Crème brûlée') as u`,
      ),
    );
    expect(rows[0]!.u).toBe('Creme brulee');
    expect(rows[0]!.s).toBeGreaterThan(0.5);
  });

  it('runs $n-parameter SQL inside a drizzle transaction, and rolls it back with it', async () => {
    const user = await createUser(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await executeOn(tx, 'update users set first_name = $1 where id = $2', ['Changed', user.id]);
        const { rows } = await executeOn(tx, 'select first_name from users where id = $1', [user.id]);
        expect(rows[0]).toEqual({ first_name: 'Changed' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.firstName).toBe(user.firstName);
  });

  it('refuses an e-mail address that is not lower-cased, and a second account with the same address', async () => {
    await expect(createUser(database.db, { email: 'Mixed@Example.test' })).rejects.toThrow();
    await createUser(database.db, { email: 'same@example.test' });
    await expect(createUser(database.db, { email: 'same@example.test' })).rejects.toThrow();
  });

  it('starts every test from an empty database', async () => {
    expect(await database.db.$count(users)).toBe(0);
  });
});
