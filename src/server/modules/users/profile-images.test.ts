import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import type { UploadFolder } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { organisations, uploads, users } from '../../db/schema/index.ts';
import { variantKeys } from '../../integrations/storage/keys.ts';

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
});

let sequence = 0;

/** A stored image with its thumbnails and its uploads row, as POST /api/uploads leaves them. */
async function storedImage(createdBy: string, folder: UploadFolder = 'profilephotos') {
  sequence += 1;
  const key = `${folder}/${Date.now()}${sequence}_picture.png`;
  const variants = Object.values(variantKeys(key));
  for (const k of [key, ...variants]) await services.storage.put(k, Buffer.from(k), 'image/png');
  const [row] = await database.db
    .insert(uploads)
    .values({ key, folder, fileName: 'picture.png', contentType: 'image/png', size: 10, createdBy })
    .returning();
  return { id: row!.id, key, variants };
}

async function exists(key: string): Promise<boolean> {
  const stored = await services.storage.get(key);
  stored?.body.destroy();
  return stored !== null;
}

async function userRow(id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('users.setPhoto', () => {
  it("makes the actor's upload their photo, and deletes the photo it replaces with its variants", async () => {
    const user = await createUser(database.db);
    const caller = callerFor(services, actorOf(user));
    const first = await storedImage(user.id);
    const second = await storedImage(user.id);

    const result = await caller.users.setPhoto({ uploadId: first.id });
    expect(result.messageKey).toBe('profilePhotoUpdated');
    expect(messages[result.messageKey]).toBe('Profile photo successfully updated.');
    expect(result.profile.photoUrl).toBe(`/files/${first.key}`);

    await caller.users.setPhoto({ uploadId: second.id });
    expect((await userRow(user.id)).photo).toBe(second.key);
    for (const key of [first.key, ...first.variants]) expect(await exists(key)).toBe(false);
    expect(await database.db.$count(uploads, eq(uploads.id, first.id))).toBe(0);
    for (const key of [second.key, ...second.variants]) expect(await exists(key)).toBe(true);
  });

  it('keeps the file when the same photo is set again', async () => {
    const user = await createUser(database.db);
    const caller = callerFor(services, actorOf(user));
    const photo = await storedImage(user.id);
    await caller.users.setPhoto({ uploadId: photo.id });
    await caller.users.setPhoto({ uploadId: photo.id });
    expect(await exists(photo.key)).toBe(true);
    expect((await userRow(user.id)).photo).toBe(photo.key);
  });

  it("answers not found for another user's upload, one from another folder, or none", async () => {
    const user = await createUser(database.db);
    const other = await createUser(database.db);
    const caller = callerFor(services, actorOf(user));
    const theirs = await storedImage(other.id);
    const recipePhoto = await storedImage(user.id, 'recipes');
    for (const uploadId of [theirs.id, recipePhoto.id, crypto.randomUUID()]) {
      await expect(caller.users.setPhoto({ uploadId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: messages.notFound,
      });
    }
    expect((await userRow(user.id)).photo).toBeNull();
    expect(await exists(theirs.key)).toBe(true);
  });
});

describe('users.setLogo', () => {
  it("sets a professional's logo from the logos folder", async () => {
    const trainer = await createUser(database.db, { role: 'personal_trainer' });
    const logo = await storedImage(trainer.id, 'logos');
    const result = await callerFor(services, actorOf(trainer)).users.setLogo({ uploadId: logo.id });
    expect(result.messageKey).toBe('profileUpdated');
    expect(result.profile.customLogoUrl).toBe(`/files/${logo.key}`);
  });

  it("keeps a student's organisation logo when the student replaces it", async () => {
    const admin = await createUser(database.db, { role: 'admin' });
    const orgLogo = await storedImage(admin.id, 'logos');
    await database.db.insert(organisations).values({ name: 'Uni', logo: orgLogo.key });
    const student = await createUser(database.db, {
      role: 'dietitian',
      isStudent: true,
      customLogo: orgLogo.key,
    });
    const own = await storedImage(student.id, 'logos');
    await callerFor(services, actorOf(student)).users.setLogo({ uploadId: own.id });
    expect((await userRow(student.id)).customLogo).toBe(own.key);
    expect(await exists(orgLogo.key)).toBe(true);
    expect(await database.db.$count(uploads, eq(uploads.id, orgLogo.id))).toBe(1);
  });

  it('is refused to members', async () => {
    const member = await createUser(database.db, { role: 'member' });
    const logo = await storedImage(member.id, 'logos');
    await expect(
      callerFor(services, actorOf(member)).users.setLogo({ uploadId: logo.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await userRow(member.id)).customLogo).toBeNull();
  });
});
