import { describe, expect, it } from 'vitest';
import { signedIn, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { ROLES } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { SUPPORT_MESSAGES_PER_HOUR } from '../../../shared/schemas/support.ts';
import { mailOutbox, organisations, settings } from '../../db/schema/index.ts';
import { mailsTo } from '../auth/test-support.ts';

const env = useTestEnvironment();
const db = () => env.database.db;

const question = { subject: 'Cannot find my plan', message: 'The plan I made yesterday is not in my list.' };

describe('support.send', () => {
  it("mails the Settings' notification recipient, through the outbox, with the sender's details", async () => {
    await db()
      .insert(settings)
      .values({
        id: 1,
        notificationRecipientEmail: 'help@practice.test',
        notificationRecipientName: 'Helen',
      });
    const [organisation] = await db().insert(organisations).values({ name: 'Tasman University' }).returning();
    const { user, caller } = await signedIn(env, 'member', {
      firstName: 'Zoë',
      lastName: 'Ngata',
      email: 'zoe@example.test',
      phone: '0400 000 000',
      isStudent: true,
      organisationId: organisation!.id,
    });

    const result = await caller.support.send(question);
    expect(messages[result.messageKey]).toBe(
      'Thank you! Your message has been sent; we will answer you by e-mail.',
    );
    const mails = await mailsTo(env.services, 'help@practice.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'notify', subject: 'Support: Cannot find my plan' });
    const data = mails[0]!.data as { recipient: string; message: string };
    expect(data.recipient).toBe('Helen');
    for (const detail of [
      'The plan I made yesterday is not in my list.',
      'Name: Zoë Ngata',
      'Email: zoe@example.test',
      'Phone: 0400 000 000',
      'Role: Member (student)',
      'Organisation: Tasman University',
      `Account id: ${user.id}`,
    ])
      expect(data.message).toContain(detail);
    expect(await db().$count(mailOutbox)).toBe(1);
  });

  it('goes to every active admin while no recipient is set', async () => {
    await signedIn(env, 'admin', { email: 'boss@app.test' });
    await signedIn(env, 'admin', { email: 'deputy@app.test' });
    await signedIn(env, 'admin', { email: 'away@app.test', status: 'pending' });
    const { caller } = await signedIn(env, 'personal_trainer');
    await caller.support.send(question);
    expect(await mailsTo(env.services, 'boss@app.test')).toHaveLength(1);
    expect(await mailsTo(env.services, 'deputy@app.test')).toHaveLength(1);
    expect(await mailsTo(env.services, 'away@app.test')).toHaveLength(0);
  });

  it(`takes ${SUPPORT_MESSAGES_PER_HOUR} messages an hour from one user, and counts each user apart`, async () => {
    await signedIn(env, 'admin', { email: 'boss@app.test' });
    const { caller } = await signedIn(env, 'dietitian');
    for (let i = 0; i < SUPPORT_MESSAGES_PER_HOUR; i += 1) await caller.support.send(question);
    await expect(caller.support.send(question)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: messages.tooManyRequests,
    });
    const { caller: other } = await signedIn(env, 'dietitian');
    await other.support.send(question);
    expect(await mailsTo(env.services, 'boss@app.test')).toHaveLength(SUPPORT_MESSAGES_PER_HOUR + 1);
  });

  it('is open to every role, and refuses an empty message without mailing anything', async () => {
    await signedIn(env, 'admin', { email: 'boss@app.test' });
    for (const role of ROLES) {
      const { caller } = await signedIn(env, role);
      await expect(caller.support.send({ subject: 'Hi', message: ' ' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
      await caller.support.send(question);
    }
    expect(await mailsTo(env.services, 'boss@app.test')).toHaveLength(ROLES.length);
  });
});
