import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { callerFor } from '../../../../tests/support/services.ts';
import { actorOf } from '../../../../tests/factories/users.ts';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { ROLES } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { organisations, uploads, users } from '../../db/schema/index.ts';
import { guest, newAccount } from '../auth/test-support.ts';

const env = useTestEnvironment();
const db = () => env.database.db;

/** A logo the actor uploaded to logos/, stored as the upload route stores it. */
async function uploadedLogo(userId: string, folder = 'logos') {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1d4e89' } })
    .png()
    .toBuffer();
  const key = `${folder}/${Date.now()}_${Math.random().toString(36).slice(2)}_crest.png`;
  await env.services.storage.put(key, png, 'image/png');
  const [row] = await db()
    .insert(uploads)
    .values({
      key,
      folder,
      fileName: 'crest.png',
      contentType: 'image/png',
      size: png.length,
      createdBy: userId,
    })
    .returning();
  return row!;
}

const imagesIn = (base64: string) =>
  (
    Buffer.from(base64, 'base64')
      .toString('latin1')
      .match(/\/Subtype \/Image/g) ?? []
  ).length;

describe('organisations', () => {
  it('an admin adds one with a logo and colour; a student who picks it gets both on their documents', async () => {
    const { user: admin, caller } = await signedIn(env, 'admin');
    const logo = await uploadedLogo(admin.id);
    const added = await caller.organisations.add({
      name: '  Tasman University ',
      hexCode: '#1D4E89',
      logoUploadId: logo.id,
    });
    expect(messages[added.messageKey]).toBe('Organisation has been added');
    expect(await caller.organisations.list()).toEqual([
      {
        id: added.id,
        name: 'Tasman University',
        hexCode: '#1d4e89',
        logoUrl: `/files/${logo.key}`,
        members: 0,
        createdAt: expect.any(Date),
      },
    ]);

    // The register screen offers it, and a student choosing it gets its colour; the admin approves the claim.
    const student = guest(env.services);
    expect(await student.caller.auth.organisations()).toEqual([{ id: added.id, name: 'Tasman University' }]);
    const registered = await student.caller.auth.register(
      newAccount({
        isStudent: true,
        gradDate: `${new Date().getUTCFullYear() + 2}-12-01`,
        organisationId: added.id,
      }),
    );
    expect(registered.me).toMatchObject({ isStudent: true, status: 'pending', brandColor: '#1d4e89' });
    expect((await caller.organisations.list())[0]!.members).toBe(1);
    await caller.members.approve({ userId: registered.me.id });

    // A recipe without a photo: the only picture in the student's PDF is the organisation's logo.
    const recipe = await createRecipe(db(), { name: 'Plain oats' });
    const [studentRow] = await db().select().from(users).where(eq(users.id, registered.me.id));
    const studentCaller = callerFor(env.services, actorOf(studentRow!));
    expect(imagesIn((await studentCaller.documents.recipe({ id: recipe.id })).base64)).toBe(1);
    const { caller: other } = await signedIn(env, 'member');
    expect(imagesIn((await other.documents.recipe({ id: recipe.id })).base64)).toBe(0);
  });

  it('adds one without a logo, and refuses a logo that is not the admin’s own upload to logos/', async () => {
    const { caller } = await signedIn(env, 'admin');
    const someone = await createUser(db(), { role: 'dietitian' });
    const theirs = await uploadedLogo(someone.id);
    await expect(
      caller.organisations.add({ name: 'Borrowed', hexCode: '#000000', logoUploadId: theirs.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { user: admin2, caller: caller2 } = await signedIn(env, 'admin');
    const photo = await uploadedLogo(admin2.id, 'profilephotos');
    await expect(
      caller2.organisations.add({ name: 'Photo', hexCode: '#000000', logoUploadId: photo.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.organisations.add({ name: ' ', hexCode: '#000000' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.organisations.add({ name: 'Bad colour', hexCode: 'green' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await db().$count(organisations)).toBe(0);

    await caller.organisations.add({ name: 'No logo', hexCode: '#97c81f' });
    expect(await caller.organisations.list()).toMatchObject([{ name: 'No logo', logoUrl: null }]);
  });

  it('deleting one removes its logo; its students stay, with their colour, and are no longer in it', async () => {
    const { user: admin, caller } = await signedIn(env, 'admin');
    const logo = await uploadedLogo(admin.id);
    const { id } = await caller.organisations.add({
      name: 'Gone College',
      hexCode: '#aa0000',
      logoUploadId: logo.id,
    });
    const student = await createUser(db(), { isStudent: true, organisationId: id, brandColor: '#aa0000' });

    const result = await caller.organisations.delete({ id });
    expect(messages[result.messageKey]).toBe('Organisation successfully deleted.');
    expect(await caller.organisations.list()).toEqual([]);
    expect(await db().$count(uploads, eq(uploads.id, logo.id))).toBe(0);
    expect(await env.services.storage.get(logo.key)).toBeNull();
    const [row] = await db().select().from(users).where(eq(users.id, student.id));
    expect(row).toMatchObject({ isStudent: true, organisationId: null, brandColor: '#aa0000' });

    await expect(caller.organisations.delete({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is the admin’s alone', async () => {
    const { caller: adminCaller } = await signedIn(env, 'admin');
    const { id } = await adminCaller.organisations.add({ name: 'Kept', hexCode: '#97c81f' });
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const { caller } = await signedIn(env, role);
      await expect(caller.organisations.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.organisations.add({ name: 'Mine', hexCode: '#97c81f' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(caller.organisations.delete({ id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await db().$count(organisations)).toBe(1);
  });
});
