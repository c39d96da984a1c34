import { TRPCError } from '@trpc/server';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actorOf, createUser } from '../../../../tests/factories/users.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from '../../../../tests/setup/test-db.ts';
import { startPushService, type LoopbackPushService } from '../../../../tests/support/push-service.ts';
import { callerFor, startTestServices, type TestServices } from '../../../../tests/support/services.ts';
import { ROLES, type Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { pushDeliveries, pushNotifications, pushSubscriptions } from '../../db/schema/index.ts';
import { deliverNotification } from './deliver.ts';

let database: TestDatabase;
let services: TestServices;
let push: LoopbackPushService;
beforeAll(async () => {
  push = await startPushService();
  database = await createTestDatabase();
  services = await startTestServices(database, { PUSH_ALLOWED_HOSTS: push.host });
});
afterAll(async () => {
  await services?.close();
  await database?.close();
  await push?.close();
});
beforeEach(async () => {
  await resetDatabase(database.db);
});

const deps = () => ({ db: database.db, config: services.config, log: pino({ level: 'silent' }) });

async function userOf(role: Role) {
  const user = await createUser(database.db, { role });
  return { user, caller: callerFor(services, actorOf(user)) };
}

/** A device of `role` subscribed on the loopback push service with the app's key, and registered. */
async function subscribedDevice(role: Role) {
  const { user, caller } = await userOf(role);
  const { publicKey } = await caller.notifications.publicKey();
  const subscription = await push.subscribe(publicKey);
  await caller.notifications.subscribe({ endpoint: subscription.endpoint, keys: subscription.keys });
  return { user, caller, subscription };
}

const content = { title: 'New recipes', body: 'Twelve autumn recipes are in.', link: '/recipes' };

async function expectCode(promise: Promise<unknown>, code: TRPCError['code']) {
  await expect(promise).rejects.toSatisfy((e) => e instanceof TRPCError && e.code === code);
}

describe('who may write and send notifications', () => {
  it('lets only admins save, read, delete and send drafts', async () => {
    const admin = await userOf('admin');
    const draft = await admin.caller.notifications.saveDraft({ ...content, roles: ['dietitian'] });
    expect(messages[draft.messageKey]).toBe('Draft saved');
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const { caller } = await userOf(role);
      await expectCode(caller.notifications.list(), 'FORBIDDEN');
      await expectCode(caller.notifications.saveDraft({ ...content, roles: ['member'] }), 'FORBIDDEN');
      await expectCode(caller.notifications.deleteDraft({ id: draft.id }), 'FORBIDDEN');
      await expectCode(
        caller.notifications.send({ ...content, id: draft.id, roles: ['member'] }),
        'FORBIDDEN',
      );
    }
    const [row] = await database.db.select().from(pushNotifications);
    expect(row).toMatchObject({ status: 'draft', roles: ['dietitian'], title: 'New recipes' });

    const list = await admin.caller.notifications.list();
    expect(list).toMatchObject([{ id: draft.id, status: 'draft', roles: ['dietitian'] }]);
    const removed = await admin.caller.notifications.deleteDraft({ id: draft.id });
    expect(messages[removed.messageKey]).toBe('Draft deleted');
    expect(await admin.caller.notifications.list()).toEqual([]);
  });

  it('refuses a link to another site and a message for nobody', async () => {
    const { caller } = await userOf('admin');
    await expectCode(
      caller.notifications.saveDraft({ ...content, link: 'https://evil.example', roles: ['member'] }),
      'BAD_REQUEST',
    );
    await expectCode(caller.notifications.saveDraft({ ...content, roles: [] }), 'BAD_REQUEST');
  });

  it('refuses a subscription whose endpoint is not a known push service', async () => {
    const { caller } = await userOf('member');
    await expectCode(
      caller.notifications.subscribe({
        endpoint: 'http://169.254.169.254/latest',
        keys: { p256dh: 'x', auth: 'y' },
      }),
      'BAD_REQUEST',
    );
    expect(await database.db.$count(pushSubscriptions)).toBe(0);
  });
});

describe('sending', () => {
  it('reaches every device of the chosen roles exactly once, even when the job runs twice', async () => {
    const dietitian = await subscribedDevice('dietitian');
    const dietitianPhone = await push.subscribe((await dietitian.caller.notifications.publicKey()).publicKey);
    await dietitian.caller.notifications.subscribe({
      endpoint: dietitianPhone.endpoint,
      keys: dietitianPhone.keys,
    });
    const member = await subscribedDevice('member');
    const admin = await userOf('admin');

    const sent = await admin.caller.notifications.send({ ...content, roles: ['dietitian'] });
    expect(messages[sent.messageKey]).toBe('Successfully sent the notification');
    const first = await deliverNotification(deps(), { notificationId: sent.id });
    const second = await deliverNotification(deps(), { notificationId: sent.id });
    expect(first).toEqual({ sent: 2, gone: 0, failed: 0 });
    expect(second).toEqual({ sent: 0, gone: 0, failed: 0 });

    for (const device of [dietitian.subscription, dietitianPhone]) {
      const received = await push.messages(device.clientHash);
      expect(received.map((m) => JSON.parse(m))).toEqual([content]);
    }
    expect(await push.messages(member.subscription.clientHash)).toEqual([]);
    const [list] = await admin.caller.notifications.list();
    expect(list).toMatchObject({ status: 'sent', devices: 2, delivered: 2 });
  });

  it('sends a saved draft, after which it can no longer be changed or deleted', async () => {
    const member = await subscribedDevice('member');
    const { caller } = await userOf('admin');
    const draft = await caller.notifications.saveDraft({ ...content, roles: ['member'] });
    await caller.notifications.send({
      ...content,
      title: 'Edited before sending',
      id: draft.id,
      roles: ['member'],
    });
    await deliverNotification(deps(), { notificationId: draft.id });
    const [received] = await push.messages(member.subscription.clientHash);
    expect(JSON.parse(received!)).toMatchObject({ title: 'Edited before sending' });
    await expectCode(
      caller.notifications.saveDraft({ ...content, id: draft.id, roles: ['member'] }),
      'CONFLICT',
    );
    await expectCode(caller.notifications.deleteDraft({ id: draft.id }), 'CONFLICT');
  });

  it('removes a subscription the push service reports gone (410), and keeps the others', async () => {
    const gone = await subscribedDevice('nutritionist');
    const kept = await subscribedDevice('nutritionist');
    await push.expire(gone.subscription.clientHash);
    const { caller } = await userOf('admin');
    const sent = await caller.notifications.send({ ...content, roles: ['nutritionist'] });
    expect(await deliverNotification(deps(), { notificationId: sent.id })).toEqual({
      sent: 1,
      gone: 1,
      failed: 0,
    });
    const left = await database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: kept.subscription.endpoint }]);
    expect(await push.messages(kept.subscription.clientHash)).toHaveLength(1);
    const deliveries = await database.db.select().from(pushDeliveries);
    expect(deliveries.map((d) => d.status).sort()).toEqual(['gone', 'sent']);
  });

  it('moves a device to the account that subscribed it last, and stops when the user says so', async () => {
    const first = await subscribedDevice('member');
    const second = await userOf('member');
    await second.caller.notifications.subscribe({
      endpoint: first.subscription.endpoint,
      keys: first.subscription.keys,
    });
    expect(await first.caller.notifications.isSubscribed({ endpoint: first.subscription.endpoint })).toBe(
      false,
    );
    expect(await second.caller.notifications.isSubscribed({ endpoint: first.subscription.endpoint })).toBe(
      true,
    );
    // The former user cannot switch it off for the new one.
    await first.caller.notifications.unsubscribe({ endpoint: first.subscription.endpoint });
    expect(await database.db.$count(pushSubscriptions)).toBe(1);
    const stopped = await second.caller.notifications.unsubscribe({ endpoint: first.subscription.endpoint });
    expect(messages[stopped.messageKey]).toBe('Notifications are off for this device');
    expect(await database.db.$count(pushSubscriptions)).toBe(0);
  });
});
