import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { renderStoredMail } from '../integrations/mail/templates.ts';
import type { MailTransport } from '../integrations/mail/transport.ts';
import type { Jobs } from './jobs.ts';
import { QUEUES } from './queues.ts';

export interface MailWorkerDeps {
  db: Database;
  transport: MailTransport;
  config: Pick<Config, 'mailFrom' | 'appUrl'>;
  log: Logger;
}

/**
 * The `mail` job: delivers one outbox row. It re-reads the row, so running it again for a mail already
 * sent does nothing. A failed send is recorded on the row and rethrown for pg-boss to retry with backoff;
 * the row becomes 'failed' on the attempt after which pg-boss gives up and dead-letters the job.
 */
export async function deliverMail(
  { db, transport, config, log }: MailWorkerDeps,
  outboxId: string,
): Promise<void> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
  if (!row || row.status === 'sent') return;

  const rendered = renderStoredMail(row.template, row.data, { appUrl: config.appUrl });
  if (!rendered.ok) {
    await db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: rendered.reason })
      .where(eq(mailOutbox.id, row.id));
    log.error(
      { outboxId, template: row.template, reason: rendered.reason },
      'mail cannot be rendered; not retrying',
    );
    return;
  }

  let deliveredVia: string;
  try {
    ({ deliveredVia } = await transport.send({
      from: config.mailFrom,
      to: row.to,
      subject: row.subject,
      text: rendered.mail.text,
      html: rendered.mail.html,
    }));
  } catch (err) {
    const lastAttempt = row.attempts + 1 > QUEUES.mail.retryLimit;
    await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: err instanceof Error ? err.message : String(err),
        status: lastAttempt ? 'failed' : 'queued',
      })
      .where(eq(mailOutbox.id, row.id));
    throw err;
  }

  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), deliveredVia, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, row.id));
}

export async function registerMailWorker(jobs: Pick<Jobs, 'work'>, deps: MailWorkerDeps): Promise<void> {
  await jobs.work('mail', ({ outboxId }) => deliverMail(deps, outboxId));
}
