import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PushMessage } from '../../../shared/push-message.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { pushDeliveries, pushNotifications, pushSubscriptions, users } from '../../db/schema/index.ts';
import { isAllowedEndpoint, sendPush, type PushTarget } from '../../integrations/push/send.ts';
import { vapidKeys } from '../../integrations/push/vapid.ts';

export interface DeliverDeps {
  db: Database;
  config: Config;
  log: Logger;
}

/**
 * The push job: sends one notification to every device of the active users of its roles. Each device is
 * claimed in push_deliveries before its push goes out, so a job run again (a retry, a second worker)
 * skips it: a device gets the message at most once. A device the push service calls gone (404/410) loses
 * its subscription. Returns how many devices took the message in this run.
 */
export async function deliverNotification(
  deps: DeliverDeps,
  { notificationId }: { notificationId: string },
): Promise<{ sent: number; gone: number; failed: number }> {
  const { db, config, log } = deps;
  const [notification] = await db
    .select()
    .from(pushNotifications)
    .where(eq(pushNotifications.id, notificationId));
  const outcome = { sent: 0, gone: 0, failed: 0 };
  if (!notification || notification.status === 'draft') return outcome;

  const message: PushMessage = {
    title: notification.title,
    body: notification.body,
    link: notification.link,
  };
  const payload = JSON.stringify(message);
  const vapid = await vapidKeys(config);
  const targets = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(inArray(users.role, notification.roles), eq(users.status, 'active')));

  for (const target of targets) {
    const [claimed] = await db
      .insert(pushDeliveries)
      .values({ notificationId, endpoint: target.endpoint })
      .onConflictDoNothing()
      .returning({ endpoint: pushDeliveries.endpoint });
    if (!claimed) continue;
    const result = isAllowedEndpoint(target.endpoint, config)
      ? await sendPush(target satisfies PushTarget, payload, vapid)
      : ({ kind: 'failed', status: null, detail: 'endpoint not allowed' } as const);
    const detail = result.kind === 'failed' ? `${result.status ?? ''} ${result.detail}`.trim() : null;
    await db
      .update(pushDeliveries)
      .set({ status: result.kind, detail })
      .where(
        and(eq(pushDeliveries.notificationId, notificationId), eq(pushDeliveries.endpoint, target.endpoint)),
      );
    if (result.kind === 'gone') {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
    } else if (result.kind === 'failed') {
      log.warn({ notificationId, status: result.status, detail: result.detail }, 'push not delivered');
    }
    outcome[result.kind] += 1;
  }

  await db
    .update(pushNotifications)
    .set({ status: 'sent', sentAt: notification.sentAt ?? new Date() })
    .where(eq(pushNotifications.id, notificationId));
  return outcome;
}
