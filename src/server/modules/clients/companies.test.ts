import { describe, expect, it } from 'vitest';
import { createFolder } from '../../../../tests/factories/meal-plans.ts';
import { messages } from '../../../shared/messages.ts';
import { companies } from '../../db/schema/index.ts';
import { folderRow, signedIn, useClientsTestEnvironment } from './test-support.ts';

const env = useClientsTestEnvironment();

const companyRows = () => env.database.db.select().from(companies).orderBy(companies.name);

describe('companies', () => {
  it('a professional adds, lists, renames and deletes their companies; the clients stay', async () => {
    const { caller } = await signedIn(env, 'dietitian');
    expect(await caller.companies.list()).toEqual([]);
    const acme = await caller.companies.add({ name: '  Acme Mining ' });
    expect(acme.messageKey).toBe('companyAdded');
    const { id: bolt } = await caller.companies.add({ name: 'bolt Logistics' });

    const { id: jane } = await caller.clients.create({ client: 'Jane', companyId: acme.id });
    await caller.clients.create({ client: 'Bob', companyId: acme.id });
    await caller.clients.create({ client: 'Sam' });
    expect((await caller.companies.list()).map((c) => [c.name, c.clientCount])).toEqual([
      ['Acme Mining', 2],
      ['bolt Logistics', 0],
    ]);
    expect(await caller.clients.get({ id: jane })).toMatchObject({
      companyId: acme.id,
      company: 'Acme Mining',
    });

    // Filed under a company, the clients are found by it.
    expect((await caller.clients.list({ companyId: acme.id })).map((f) => f.client)).toEqual(['Bob', 'Jane']);
    expect(await caller.clients.list({ companyId: bolt })).toEqual([]);

    // The same name with other capitals is taken; a rename to other capitals is fine.
    await expect(caller.companies.add({ name: 'ACME MINING' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.companyNameTaken,
    });
    await expect(caller.companies.rename({ id: bolt, name: 'acme mining' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await caller.companies.rename({ id: acme.id, name: 'ACME Mining' })).toEqual({
      messageKey: 'companyRenamed',
    });
    await expect(caller.companies.add({ name: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    // Moved to another company, then deleted with its company: Jane stays, with no company.
    await caller.clients.update({ id: jane, client: 'Jane', companyId: bolt });
    expect((await caller.clients.list({ companyId: bolt })).map((f) => f.client)).toEqual(['Jane']);
    expect(await caller.companies.delete({ id: bolt })).toEqual({ messageKey: 'companyDeleted' });
    expect(await caller.clients.get({ id: jane })).toMatchObject({ companyId: null, company: null });
    expect((await caller.companies.list()).map((c) => c.name)).toEqual(['ACME Mining']);
  });

  it('a default folder names no company', async () => {
    const { caller } = await signedIn(env, 'naturopath');
    const { id } = await caller.companies.add({ name: 'Acme' });
    const others = (await caller.clients.list()).find((f) => f.kind === 'others')!;
    await expect(
      caller.clients.update({ id: others.id, client: 'Others', companyId: id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await folderRow(env, others.id))?.companyId).toBeNull();
  });

  it('another professional’s companies are not found: not listed, renamed, deleted, nor named by a client', async () => {
    const dana = await signedIn(env, 'dietitian');
    const { id: acme } = await dana.caller.companies.add({ name: 'Acme' });
    const jane = await createFolder(env.database.db, dana.user, { client: 'Jane', companyId: acme });
    const before = await companyRows();

    const nina = await signedIn(env, 'nutritionist');
    const own = await createFolder(env.database.db, nina.user, { client: 'Sam' });
    expect(await nina.caller.companies.list()).toEqual([]);
    expect(await nina.caller.clients.list({ companyId: acme })).toEqual([]);
    const notFound = { code: 'NOT_FOUND', message: messages.companyNotFound };
    await expect(nina.caller.companies.rename({ id: acme, name: 'Mine' })).rejects.toMatchObject(notFound);
    await expect(nina.caller.companies.delete({ id: acme })).rejects.toMatchObject(notFound);
    await expect(nina.caller.clients.create({ client: 'Bob', companyId: acme })).rejects.toMatchObject(
      notFound,
    );
    await expect(
      nina.caller.clients.update({ id: own.id, client: 'Sam', companyId: acme }),
    ).rejects.toMatchObject(notFound);

    expect(await companyRows()).toEqual(before);
    expect((await folderRow(env, own.id))?.companyId).toBeNull();
    expect((await folderRow(env, jane.id))?.companyId).toBe(acme);
    expect((await nina.caller.clients.list()).map((f) => f.client)).toEqual([
      'Others',
      'copied plans',
      'Sam',
    ]);
  });

  it('a member keeps no companies', async () => {
    const { caller } = await signedIn(env, 'member');
    await expect(caller.companies.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.companies.add({ name: 'Acme' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await companyRows()).toEqual([]);
  });
});
