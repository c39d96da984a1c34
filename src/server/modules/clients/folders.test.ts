import { describe, expect, it } from 'vitest';
import { createFolder } from '../../../../tests/factories/meal-plans.ts';
import { messages } from '../../../shared/messages.ts';
import { ensureDefaultFolders, findOwnFolder } from './folders.ts';
import { folderRowsOf, signedIn, useClientsTestEnvironment } from './test-support.ts';

const env = useClientsTestEnvironment();

describe('ensureDefaultFolders', () => {
  it('makes "Others" and "copied plans" once, and returns the same two rows every time', async () => {
    const { user } = await signedIn(env, 'dietitian');
    const first = await ensureDefaultFolders(env.database.db, user.id);
    expect(first.others).toMatchObject({ userId: user.id, kind: 'others', client: 'Others' });
    expect(first.copied).toMatchObject({ userId: user.id, kind: 'copied', client: 'copied plans' });
    const again = await ensureDefaultFolders(env.database.db, user.id);
    expect(again.others.id).toBe(first.others.id);
    expect(again.copied.id).toBe(first.copied.id);
    expect(await folderRowsOf(env, user.id)).toHaveLength(2);
  });

  it('gives exactly two default folders when many requests ask at once', async () => {
    const { user } = await signedIn(env, 'nutritionist');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => ensureDefaultFolders(env.database.db, user.id)),
    );
    const rows = await folderRowsOf(env, user.id);
    expect(rows.map((row) => row.kind).sort()).toEqual(['copied', 'others']);
    for (const result of results) {
      expect([result.others.id, result.copied.id].sort()).toEqual(rows.map((row) => row.id).sort());
    }
  });

  it('works inside a transaction, and each user gets their own', async () => {
    const { user: one } = await signedIn(env, 'dietitian');
    const { user: two } = await signedIn(env, 'naturopath');
    await createFolder(env.database.db, one, { client: 'Ada' });
    const inside = await env.database.db.transaction((tx) => ensureDefaultFolders(tx, one.id));
    const other = await ensureDefaultFolders(env.database.db, two.id);
    expect(other.others.id).not.toBe(inside.others.id);
    expect((await folderRowsOf(env, one.id)).map((row) => row.kind ?? row.client).sort()).toEqual([
      'Ada',
      'copied',
      'others',
    ]);
  });
});

describe('findOwnFolder', () => {
  it("finds the user's own folder, and answers 'No client folder found.' for anyone else's", async () => {
    const { user: owner } = await signedIn(env, 'dietitian');
    const { user: stranger } = await signedIn(env, 'dietitian');
    const folder = await createFolder(env.database.db, owner, { client: 'Grace' });
    expect(await findOwnFolder(env.database.db, owner, folder.id)).toMatchObject({ client: 'Grace' });
    for (const id of [folder.id, crypto.randomUUID(), 'not-a-uuid', '1']) {
      await expect(findOwnFolder(env.database.db, stranger, id)).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: messages.folderNotFound,
      });
    }
  });
});
