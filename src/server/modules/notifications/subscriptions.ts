import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../../shared/schemas/notifications.ts';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { isAllowedEndpoint } from '../../integrations/push/send.ts';
import type { Actor } from '../../trpc/context.ts';

/**
 * Keeps this device's push subscription (SPEC §3 tokenId) for the signed-in user. One row per endpoint:
 * the same browser subscribing again, even for another account, replaces the row, so a device never
 * receives a former user's messages.
 */
export async function subscribeDevice(
  ctx: { db: Database; config: Config; actor: Actor; userAgent: string | null },
  input: PushSubscriptionInput,
): Promise<void> {
  if (!isAllowedEndpoint(input.endpoint, ctx.config)) throw new AppError('BAD_REQUEST', 'pushServiceRefused');
  const values = {
    userId: ctx.actor.id,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: ctx.userAgent?.slice(0, 300) ?? null,
  };
  await ctx.db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } });
}

/** Forgets this device's subscription, if it is the caller's. */
export async function unsubscribeDevice(db: Database, actor: Actor, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.id)));
}

/** Whether this device's subscription is the caller's (Profile shows the switch on). */
export async function isDeviceSubscribed(db: Database, actor: Actor, endpoint: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.id)));
  return row !== undefined;
}
