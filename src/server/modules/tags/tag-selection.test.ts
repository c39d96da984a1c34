import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTag } from '../../../../tests/factories/tags.ts';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import type { Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import type { TagKind } from '../../../shared/schemas/tags.ts';
import { tags, userTagSelections } from '../../db/schema/index.ts';

let database: TestDatabase;
let services: TestServices;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await startTestServices(database);
});
afterAll(async () => {
  await services.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
  for (const name of ['Vegan', 'Halal', 'Paleo friendly']) await createTag(database.db, { name });
  await createTag(database.db, { name: 'Draft', published: false });
  await createTag(database.db, { name: 'Trainers only', roles: ['personal_trainer'] });
  for (const name of ['Gluten', 'Dairy']) await createTag(database.db, { kind: 'nutrition', name });
});

async function signedIn(role: Role) {
  const user = await createUser(database.db, { role });
  return { user, caller: callerFor(services, actorOf(user)) };
}

async function storedRow(userId: string, kind: TagKind) {
  const [row] = await database.db
    .select()
    .from(userTagSelections)
    .where(and(eq(userTagSelections.userId, userId), eq(userTagSelections.kind, kind)));
  return row;
}

describe('tags.mySelection', () => {
  it('is empty until the user chooses, for each kind', async () => {
    const { caller } = await signedIn('member');
    expect(await caller.tags.mySelection({ kind: 'meal' })).toEqual({ kind: 'meal', tags: [] });
    expect(await caller.tags.mySelection({ kind: 'nutrition' })).toEqual({ kind: 'nutrition', tags: [] });
  });

  it('leaves out a chosen tag the user may no longer see', async () => {
    const { caller } = await signedIn('member');
    await caller.tags.saveSelection({ kind: 'meal', tags: ['Vegan', 'Halal'] });
    await database.db.update(tags).set({ published: false }).where(eq(tags.name, 'Halal'));
    expect((await caller.tags.mySelection({ kind: 'meal' })).tags).toEqual(['Vegan']);
  });
});

describe('tags.saveSelection', () => {
  it('saves a new selection and says "Tags updated"', async () => {
    const { user, caller } = await signedIn('dietitian');
    const result = await caller.tags.saveSelection({ kind: 'meal', tags: ['Vegan', 'Halal'] });
    expect(result).toEqual({ changed: true, tags: ['Halal', 'Vegan'], messageKey: 'tagsUpdated' });
    expect(messages[result.messageKey]).toBe('Tags updated');
    expect((await storedRow(user.id, 'meal'))?.tags).toEqual(['Halal', 'Vegan']);
    expect(await storedRow(user.id, 'nutrition')).toBeUndefined();
  });

  it('saves nothing when the selection is the stored one, in any order or capitals', async () => {
    const { user, caller } = await signedIn('member');
    await caller.tags.saveSelection({ kind: 'meal', tags: ['Vegan', 'Halal'] });
    const before = await storedRow(user.id, 'meal');

    const result = await caller.tags.saveSelection({ kind: 'meal', tags: ['halal', 'Vegan', 'VEGAN'] });
    expect(result).toEqual({ changed: false, tags: ['Halal', 'Vegan'], messageKey: 'tagsUpdated' });
    expect(await storedRow(user.id, 'meal')).toEqual(before);
  });

  it('saves nothing for an empty selection when none was ever stored', async () => {
    const { user, caller } = await signedIn('member');
    expect((await caller.tags.saveSelection({ kind: 'nutrition', tags: [] })).changed).toBe(false);
    expect(await storedRow(user.id, 'nutrition')).toBeUndefined();
  });

  it('saves a changed selection over the stored one', async () => {
    const { user, caller } = await signedIn('member');
    await caller.tags.saveSelection({ kind: 'nutrition', tags: ['Gluten'] });
    const result = await caller.tags.saveSelection({ kind: 'nutrition', tags: ['Dairy'] });
    expect(result).toMatchObject({ changed: true, tags: ['Dairy'] });
    expect((await storedRow(user.id, 'nutrition'))?.tags).toEqual(['Dairy']);
    const cleared = await caller.tags.saveSelection({ kind: 'nutrition', tags: [] });
    expect(cleared).toMatchObject({ changed: true, tags: [] });
    expect((await storedRow(user.id, 'nutrition'))?.tags).toEqual([]);
  });

  it('keeps only tags the user may see, spelled as the tag list spells them', async () => {
    const { caller: member } = await signedIn('member');
    const result = await member.tags.saveSelection({
      kind: 'meal',
      tags: ['paleo FRIENDLY', 'Draft', 'Trainers only', 'Gluten', 'No such tag'],
    });
    expect(result.tags).toEqual(['Paleo friendly']);

    const { caller: trainer } = await signedIn('personal_trainer');
    expect((await trainer.tags.saveSelection({ kind: 'meal', tags: ['Trainers only'] })).tags).toEqual([
      'Trainers only',
    ]);
    const { caller: admin } = await signedIn('admin');
    expect((await admin.tags.saveSelection({ kind: 'meal', tags: ['Draft'] })).tags).toEqual(['Draft']);
  });

  it('keeps each user’s selection apart', async () => {
    const { caller: first } = await signedIn('member');
    const { caller: second } = await signedIn('member');
    await first.tags.saveSelection({ kind: 'meal', tags: ['Vegan'] });
    await second.tags.saveSelection({ kind: 'meal', tags: ['Halal'] });
    expect((await first.tags.mySelection({ kind: 'meal' })).tags).toEqual(['Vegan']);
    expect((await second.tags.mySelection({ kind: 'meal' })).tags).toEqual(['Halal']);
  });
});
