import { and, eq } from 'drizzle-orm';
import { ROLE_LABELS } from '../../../shared/access.ts';
import { SUPPORT_MESSAGES_PER_HOUR, type SupportMessageInput } from '../../../shared/schemas/support.ts';
import { AppError } from '../../app-error.ts';
import { consumeRateLimit, type RateLimit } from '../../auth/rate-limit.ts';
import { organisations, settings, users } from '../../db/schema/index.ts';
import { queueMail } from '../../integrations/mail/outbox.ts';
import type { Context } from '../../trpc/context.ts';

type SupportContext = Pick<Context, 'db' | 'jobs' | 'config' | 'log'> & {
  actor: NonNullable<Context['actor']>;
};

/** Counted per user, not per address: a signed-in user is who sends, wherever from. */
const supportPerUser: RateLimit = {
  name: 'support',
  max: SUPPORT_MESSAGES_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};

/**
 * Mails the message, with the sender's account details, to the Settings' notification recipient through the
 * outbox; with no recipient set, to every active admin, so no message is lost. The sender's e-mail is
 * in the message, to answer them.
 */
export async function sendSupportMessage(
  ctx: SupportContext,
  input: SupportMessageInput,
): Promise<{ messageKey: 'supportMessageSent' }> {
  if (!(await consumeRateLimit(ctx.db, supportPerUser, ctx.actor.id))) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  }
  await ctx.db.transaction(async (tx) => {
    const [sender] = await tx
      .select({ user: users, organisation: organisations.name })
      .from(users)
      .leftJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(users.id, ctx.actor.id));
    if (!sender) throw new AppError('NOT_FOUND', 'userNotFound');
    const { user } = sender;
    const [recipient] = await tx
      .select({ email: settings.notificationRecipientEmail, name: settings.notificationRecipientName })
      .from(settings);
    const recipients = recipient?.email
      ? [{ email: recipient.email, name: recipient.name?.trim() || 'there' }]
      : (
          await tx
            .select({ email: users.email, name: users.firstName })
            .from(users)
            .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
        ).map((admin) => ({ email: admin.email, name: admin.name || 'there' }));
    if (recipients.length === 0) ctx.log.warn('support message not mailed: no recipient and no admin');

    const name = [user.firstName, user.lastName].join(' ').trim() || user.email;
    const details = [
      `Name: ${name}`,
      `Email: ${user.email}`,
      `Phone: ${user.phone || 'not given'}`,
      `Role: ${ROLE_LABELS[user.role]}${user.isStudent ? ' (student)' : ''}`,
      ...(sender.organisation ? [`Organisation: ${sender.organisation}`] : []),
      `Account: ${user.status}, registered ${user.registeredAt.toISOString().slice(0, 10)}`,
      `Account id: ${user.id}`,
      `Members screen: ${ctx.config.appUrl}/members`,
    ].join('\n');
    for (const to of recipients) {
      await queueMail(tx, ctx.jobs, {
        to: to.email,
        template: 'notify',
        data: {
          recipient: to.name,
          subject: `Support: ${input.subject}`,
          message: [
            `${name} wrote from the Support screen:`,
            input.message,
            `Reply to ${user.email}.`,
            details,
          ].join('\n\n'),
        },
      });
    }
  });
  return { messageKey: 'supportMessageSent' };
}
