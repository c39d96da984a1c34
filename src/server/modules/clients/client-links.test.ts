import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFolder, createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { FACTORY_PASSWORD } from '../../../../tests/factories/users.ts';
import { messages, messageText } from '../../../shared/messages.ts';
import { clientLinks, folders } from '../../db/schema/index.ts';
import { guest, mailsTo, newAccount, signedInWith, tokenInLink } from '../auth/test-support.ts';
import { WRONG_CLIENT_IDS_PER_HOUR } from './client-links.ts';
import { signedIn, useClientsTestEnvironment } from './test-support.ts';

const env = useClientsTestEnvironment();

const linkRows = () => env.database.db.select().from(clientLinks);

/** A dietitian, Dana Smith, and her client ID as she reads it on her Clients screen. */
async function dietitian() {
  const signed = await signedIn(env, 'dietitian', { firstName: 'Dana', lastName: 'Smith' });
  const { clientId } = await signed.caller.clientLinks.myClientId();
  return { ...signed, clientId };
}

describe('a professional’s client ID', () => {
  it('is four groups of four, the same every time, and differs between professionals', async () => {
    const dana = await dietitian();
    expect(dana.clientId).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect((await dana.caller.clientLinks.myClientId()).clientId).toBe(dana.clientId);
    const { caller } = await signedIn(env, 'naturopath');
    expect((await caller.clientLinks.myClientId()).clientId).not.toBe(dana.clientId);
  });
});

describe('a member links to their professional', () => {
  it('with the client ID however it is typed, and both sides see the link', async () => {
    const dana = await dietitian();
    const { user: member, caller } = await signedIn(env, 'member', {
      firstName: 'Jane',
      lastName: 'Citizen',
    });
    expect(await caller.myProfessional.get()).toBeNull();

    const typed = ` ${dana.clientId.toLowerCase().replaceAll('-', ' ')} `;
    expect(await caller.myProfessional.link({ clientId: typed })).toEqual({
      name: 'Dana Smith',
      messageKey: 'clientLinked',
    });
    expect(await caller.myProfessional.get()).toMatchObject({
      professional: { name: 'Dana Smith', email: dana.user.email, role: 'dietitian' },
      sharedPlans: [],
    });
    expect(await dana.caller.clientLinks.list()).toMatchObject([
      { name: 'Jane Citizen', email: member.email, folderId: null, folderName: null },
    ]);

    // Entering it again changes nothing.
    await caller.myProfessional.link({ clientId: dana.clientId });
    expect(await linkRows()).toHaveLength(1);
  });

  it('refuses a wrong ID with a clear message and changes nothing; ten wrong tries an hour, then no more', async () => {
    const dana = await dietitian();
    const { caller } = await signedIn(env, 'member');
    const wrong = dana.clientId.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (const clientId of [wrong, 'not an id', '1234']) {
      await expect(caller.myProfessional.link({ clientId })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: messages.clientIdNotFound,
      });
    }
    expect(await linkRows()).toEqual([]);
    expect(await caller.myProfessional.get()).toBeNull();

    for (let i = 3; i < WRONG_CLIENT_IDS_PER_HOUR; i += 1) {
      await expect(caller.myProfessional.link({ clientId: wrong })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    // Past the limit even the right ID waits, so nobody finds professionals by trying IDs.
    await expect(caller.myProfessional.link({ clientId: dana.clientId })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await linkRows()).toEqual([]);
    // Another member is not held back.
    const other = await signedIn(env, 'member');
    await other.caller.myProfessional.link({ clientId: dana.clientId });
  });

  it('finds only active professionals: a member’s, an admin’s or a pending account’s ID links to no one', async () => {
    const { caller } = await signedIn(env, 'member');
    for (const [role, status] of [
      ['member', 'active'],
      ['admin', 'active'],
      ['nutritionist', 'pending'],
    ] as const) {
      const { user } = await signedIn(env, role, { status });
      await expect(caller.myProfessional.link({ clientId: user.clientCode })).rejects.toMatchObject({
        message: messages.clientIdNotFound,
      });
    }
    expect(await linkRows()).toEqual([]);
  });

  it('keeps one professional at a time: another ID is refused until the member unlinks', async () => {
    const dana = await dietitian();
    const { caller: trainer } = await signedIn(env, 'personal_trainer');
    const trainerId = (await trainer.clientLinks.myClientId()).clientId;
    const { caller } = await signedIn(env, 'member');
    await caller.myProfessional.link({ clientId: dana.clientId });

    await expect(caller.myProfessional.link({ clientId: trainerId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messageText('alreadyLinked', { name: 'Dana Smith' }),
    });
    expect(await caller.myProfessional.get()).toMatchObject({ professional: { name: 'Dana Smith' } });

    expect(await caller.myProfessional.unlink()).toEqual({
      name: 'Dana Smith',
      messageKey: 'clientUnlinked',
    });
    expect(await caller.myProfessional.get()).toBeNull();
    expect(await dana.caller.clientLinks.list()).toEqual([]);
    await expect(caller.myProfessional.unlink()).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await caller.myProfessional.link({ clientId: trainerId });
    expect(await trainer.clientLinks.list()).toHaveLength(1);
  });
});

describe('the professional files a linked account under a client', () => {
  it('by the client’s e-mail address at once, when exactly one client has it and the address is verified', async () => {
    const dana = await dietitian();
    const { user: member, caller } = await signedIn(env, 'member', {
      email: 'jane@example.test',
      emailVerifiedAt: new Date(),
    });
    const jane = await createFolder(env.database.db, dana.user, {
      client: 'Jane',
      email: 'jane@example.test',
    });
    await caller.myProfessional.link({ clientId: dana.clientId });
    expect(await dana.caller.clientLinks.list()).toMatchObject([{ folderId: jane.id, folderName: 'Jane' }]);
    const folder = await dana.caller.clients.get({ id: jane.id });
    expect(folder.linkedAccount).toEqual({
      name: `${member.firstName} ${member.lastName}`,
      email: member.email,
    });
  });

  it('and the member sees the plans of that client whose public link is on, and only those', async () => {
    const dana = await dietitian();
    const { caller } = await signedIn(env, 'member');
    const jane = await createFolder(env.database.db, dana.user, { client: 'Jane' });
    const shared = await createMealPlan(env.database.db, dana.user, {
      folderId: jane.id,
      name: 'Week one',
      publicLink: true,
    });
    await createMealPlan(env.database.db, dana.user, { folderId: jane.id, name: 'Draft' });
    await createMealPlan(env.database.db, dana.user, { name: 'Someone else’s', publicLink: true });
    await caller.myProfessional.link({ clientId: dana.clientId });
    expect((await caller.myProfessional.get())?.sharedPlans).toEqual([]);

    const [link] = await dana.caller.clientLinks.list();
    expect(await dana.caller.clientLinks.file({ id: link!.id, folderId: jane.id })).toEqual({
      messageKey: 'clientLinkFiled',
    });
    expect((await caller.myProfessional.get())?.sharedPlans).toEqual([
      {
        id: shared.id,
        name: 'Week one',
        recipePlan: false,
        path: `/mealplanebook/dana_smith/week-one?i=${shared.id}`,
        updatedAt: shared.updatedAt,
      },
    ]);

    // Deleting the client leaves the link, filed nowhere.
    await dana.caller.clients.delete({ id: jane.id });
    expect(await dana.caller.clientLinks.list()).toMatchObject([{ folderId: null }]);
    expect((await caller.myProfessional.get())?.sharedPlans).toEqual([]);
  });

  it('under a client of theirs only: not a default folder, nor a client another account is filed under', async () => {
    const dana = await dietitian();
    for (const n of [1, 2]) {
      const { caller } = await signedIn(env, 'member', { email: `m${n}@example.test` });
      await caller.myProfessional.link({ clientId: dana.clientId });
    }
    const [first, second] = await dana.caller.clientLinks.list();
    const [others] = await dana.caller.clients.list();
    await expect(dana.caller.clientLinks.file({ id: first!.id, folderId: others!.id })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: messageText('defaultFolderNotLinkable', { name: 'Others' }),
      },
    );
    const jane = await createFolder(env.database.db, dana.user, { client: 'Jane' });
    await dana.caller.clientLinks.file({ id: first!.id, folderId: jane.id });
    await expect(dana.caller.clientLinks.file({ id: second!.id, folderId: jane.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.folderAlreadyLinked,
    });
    await dana.caller.clientLinks.file({ id: first!.id, folderId: null });
    await dana.caller.clientLinks.file({ id: second!.id, folderId: jane.id });
    expect((await linkRows()).map((row) => row.folderId).sort()).toEqual([jane.id, null].sort());
  });

  it('and another professional can neither see nor change the link, nor file their own under her client', async () => {
    const dana = await dietitian();
    const { caller: member } = await signedIn(env, 'member');
    const jane = await createFolder(env.database.db, dana.user, { client: 'Jane' });
    await member.myProfessional.link({ clientId: dana.clientId });
    const [link] = await dana.caller.clientLinks.list();
    await dana.caller.clientLinks.file({ id: link!.id, folderId: jane.id });
    const before = await linkRows();

    const nina = await signedIn(env, 'nutritionist');
    const { caller: ninasMember } = await signedIn(env, 'member');
    await ninasMember.myProfessional.link({
      clientId: (await nina.caller.clientLinks.myClientId()).clientId,
    });
    const [own] = await nina.caller.clientLinks.list();
    expect(await nina.caller.clientLinks.list()).toHaveLength(1);

    await expect(nina.caller.clientLinks.file({ id: link!.id, folderId: null })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.clientLinkNotFound,
    });
    await expect(nina.caller.clientLinks.remove({ id: link!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(nina.caller.clientLinks.file({ id: own!.id, folderId: jane.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.folderNotFound,
    });
    expect((await linkRows()).filter((row) => row.id === link!.id)).toEqual(before);
    expect(await env.database.db.select().from(folders).where(eq(folders.id, jane.id))).toHaveLength(1);

    // Dana ends it herself; the member sees no professional any more.
    expect(await dana.caller.clientLinks.remove({ id: link!.id })).toEqual({
      messageKey: 'clientLinkRemoved',
    });
    expect(await member.myProfessional.get()).toBeNull();
  });
});

describe('a link is filed under a client only on a proven address (issue 28)', () => {
  /** Dana's client Jane, with Jane's address, and a plan of hers whose public link is on. */
  async function janeOf(dana: Awaited<ReturnType<typeof dietitian>>) {
    const jane = await createFolder(env.database.db, dana.user, {
      client: 'Jane',
      email: 'jane@example.test',
    });
    const plan = await createMealPlan(env.database.db, dana.user, {
      folderId: jane.id,
      name: 'Jane’s week',
      publicLink: true,
    });
    return { jane, plan };
  }

  it('someone who registers with the client’s address and links with the ID is not filed and sees none of her plans', async () => {
    const dana = await dietitian();
    const { jane } = await janeOf(dana);
    const { caller: visitor, cookie } = guest(env.services);
    await visitor.auth.register(newAccount({ email: 'Jane@Example.test', firstName: 'Mallory' }));
    const { caller: mallory } = await signedInWith(env.services, cookie.value!);

    expect(await mallory.myProfessional.link({ clientId: dana.clientId })).toMatchObject({
      name: 'Dana Smith',
    });
    expect(await mallory.myProfessional.get()).toMatchObject({ filed: false, sharedPlans: [] });
    expect((await linkRows()).map((row) => row.folderId)).toEqual([null]);
    expect((await dana.caller.clients.get({ id: jane.id })).linkedAccount).toBeNull();
    // Dana sees the link waiting for her, with the name and address it gave, and that nothing proves it.
    expect(await dana.caller.clientLinks.list()).toMatchObject([
      { name: 'Mallory Silva', email: 'jane@example.test', emailVerified: false, folderId: null },
    ]);
  });

  it('a member who verifies her address later is filed then, through the link of the mail', async () => {
    const dana = await dietitian();
    const { jane, plan } = await janeOf(dana);
    const { caller } = await signedIn(env, 'member', { email: 'jane@example.test' });
    await caller.myProfessional.link({ clientId: dana.clientId });
    expect(await caller.myProfessional.get()).toMatchObject({ filed: false, sharedPlans: [] });

    await caller.auth.sendVerificationEmail();
    const [mail] = await mailsTo(env.services, 'jane@example.test');
    await guest(env.services).caller.auth.verifyEmail({ token: tokenInLink(mail!.data.link) });
    expect(await caller.myProfessional.get()).toMatchObject({
      filed: true,
      sharedPlans: [{ id: plan.id, name: 'Jane’s week' }],
    });
    expect(await dana.caller.clientLinks.list()).toMatchObject([
      { emailVerified: true, folderId: jane.id, folderName: 'Jane' },
    ]);
  });

  it('the professional approves a waiting link by filing it under a client, or refuses it', async () => {
    const dana = await dietitian();
    const { jane, plan } = await janeOf(dana);
    const { caller: first } = await signedIn(env, 'member', { firstName: 'Jane', lastName: 'Citizen' });
    const { caller: second } = await signedIn(env, 'member', { firstName: 'Sam', lastName: 'Stranger' });
    await first.myProfessional.link({ clientId: dana.clientId });
    await second.myProfessional.link({ clientId: dana.clientId });
    const links = await dana.caller.clientLinks.list();
    const janes = links.find((link) => link.name === 'Jane Citizen')!;
    const sams = links.find((link) => link.name === 'Sam Stranger')!;
    expect([janes.folderId, sams.folderId]).toEqual([null, null]);

    await dana.caller.clientLinks.file({ id: janes.id, folderId: jane.id });
    expect(await first.myProfessional.get()).toMatchObject({
      filed: true,
      sharedPlans: [{ id: plan.id }],
    });
    expect(await dana.caller.clientLinks.remove({ id: sams.id })).toEqual({
      messageKey: 'clientLinkRemoved',
    });
    expect(await second.myProfessional.get()).toBeNull();
    expect(await dana.caller.clientLinks.list()).toMatchObject([{ id: janes.id, folderId: jane.id }]);
  });

  it('another professional can neither approve nor refuse a link waiting for Dana', async () => {
    const dana = await dietitian();
    const { caller: member } = await signedIn(env, 'member', { email: 'jane@example.test' });
    await member.myProfessional.link({ clientId: dana.clientId });
    const [link] = await dana.caller.clientLinks.list();
    const nina = await signedIn(env, 'nutritionist');
    const ninasClient = await createFolder(env.database.db, nina.user, {
      client: 'Jane',
      email: 'jane@example.test',
    });
    const before = await linkRows();

    for (const folderId of [ninasClient.id, null]) {
      await expect(nina.caller.clientLinks.file({ id: link!.id, folderId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: messages.clientLinkNotFound,
      });
    }
    await expect(nina.caller.clientLinks.remove({ id: link!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: messages.clientLinkNotFound,
    });
    expect(await nina.caller.clientLinks.list()).toEqual([]);
    expect(await linkRows()).toEqual(before);
    expect(await member.myProfessional.get()).toMatchObject({ filed: false, sharedPlans: [] });
  });

  it('follows the confirmed address: a linked member who changes to her client’s address is filed once she confirms it', async () => {
    const dana = await dietitian();
    const { jane, plan } = await janeOf(dana);
    const { user, caller } = await signedIn(env, 'member', {
      email: 'old.jane@example.test',
      emailVerifiedAt: new Date(),
    });
    await caller.myProfessional.link({ clientId: dana.clientId });
    await caller.auth.changeEmail({ currentPassword: FACTORY_PASSWORD, newEmail: 'jane@example.test' });
    // Asked for, not confirmed: nothing is filed, and Dana still sees the address that was proven.
    expect(await caller.myProfessional.get()).toMatchObject({ filed: false, sharedPlans: [] });
    expect(await dana.caller.clientLinks.list()).toMatchObject([
      { email: user.email, emailVerified: true, folderId: null },
    ]);

    const [mail] = await mailsTo(env.services, 'jane@example.test');
    await guest(env.services).caller.auth.confirmEmailChange({ token: tokenInLink(mail!.data.link) });
    expect(await caller.myProfessional.get()).toMatchObject({ filed: true, sharedPlans: [{ id: plan.id }] });
    expect(await dana.caller.clientLinks.list()).toMatchObject([
      { email: 'jane@example.test', emailVerified: true, folderId: jane.id },
    ]);
  });
});
