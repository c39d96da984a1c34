import { and, desc, eq, sql } from 'drizzle-orm';
import type { NotificationContent, NotificationItem } from '../../../shared/schemas/notifications.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { pushDeliveries, pushNotifications } from '../../db/schema/index.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Actor } from '../../trpc/context.ts';

const columns = {
  id: pushNotifications.id,
  title: pushNotifications.title,
  body: pushNotifications.body,
  link: pushNotifications.link,
  roles: pushNotifications.roles,
  status: pushNotifications.status,
  updatedAt: pushNotifications.updatedAt,
  sentAt: pushNotifications.sentAt,
};

/** Drafts first, then what was sent, newest first; with how many devices took each sent message. */
export async function listNotifications(db: Database): Promise<NotificationItem[]> {
  const counts = db
    .select({
      notificationId: pushDeliveries.notificationId,
      devices: sql<number>`count(*)::int`.as('devices'),
      delivered: sql<number>`(count(*) filter (where ${pushDeliveries.status} = 'sent'))::int`.as(
        'delivered',
      ),
    })
    .from(pushDeliveries)
    .groupBy(pushDeliveries.notificationId)
    .as('counts');
  const rows = await db
    .select({
      ...columns,
      devices: sql<number>`coalesce(${counts.devices}, 0)`,
      delivered: sql<number>`coalesce(${counts.delivered}, 0)`,
    })
    .from(pushNotifications)
    .leftJoin(counts, eq(counts.notificationId, pushNotifications.id))
    .orderBy(sql`${pushNotifications.status} = 'draft' desc`, desc(pushNotifications.updatedAt))
    .limit(200);
  return rows.map((r) => ({ ...r, devices: Number(r.devices), delivered: Number(r.delivered) }));
}

function contentValues(input: NotificationContent) {
  return { title: input.title, body: input.body, link: input.link || '/', roles: [...new Set(input.roles)] };
}

/** Saves a new draft, or changes a draft (a sent message is history and stays as it was). */
export async function saveDraft(
  db: Database,
  actor: Actor,
  input: NotificationContent & { id?: string | undefined },
): Promise<{ id: string }> {
  if (!input.id) {
    const [row] = await db
      .insert(pushNotifications)
      .values({ ...contentValues(input), createdBy: actor.id })
      .returning({ id: pushNotifications.id });
    return row!;
  }
  const [row] = await db
    .update(pushNotifications)
    .set({ ...contentValues(input), updatedAt: new Date() })
    .where(and(eq(pushNotifications.id, input.id), eq(pushNotifications.status, 'draft')))
    .returning({ id: pushNotifications.id });
  if (!row) throw await missingOrSent(db, input.id);
  return row;
}

export async function deleteDraft(db: Database, id: string): Promise<void> {
  const [row] = await db
    .delete(pushNotifications)
    .where(and(eq(pushNotifications.id, id), eq(pushNotifications.status, 'draft')))
    .returning({ id: pushNotifications.id });
  if (!row) throw await missingOrSent(db, id);
}

/**
 * Sends a message to every device of the chosen roles (SPEC §6, §7): saves it (a new one, or the draft it
 * was) as sending and queues the push job in the same transaction, so a message is never marked sent
 * without its job, nor queued twice.
 */
export async function sendNotification(
  ctx: { db: Database; jobs: Jobs; actor: Actor },
  input: NotificationContent & { id?: string | undefined },
): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const { id } = await saveDraft(tx, ctx.actor, input);
    await tx
      .update(pushNotifications)
      .set({ status: 'sending', updatedAt: new Date() })
      .where(eq(pushNotifications.id, id));
    await ctx.jobs.send('push-notification', { notificationId: id }, { db: tx });
    return { id };
  });
}

async function missingOrSent(db: Database, id: string): Promise<AppError> {
  const [row] = await db
    .select({ status: pushNotifications.status })
    .from(pushNotifications)
    .where(eq(pushNotifications.id, id));
  return row ? new AppError('CONFLICT', 'notificationAlreadySent') : notFound('notificationNotFound');
}
