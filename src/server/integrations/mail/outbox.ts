import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { templates, type TemplateData, type TemplateName } from './templates.ts';

export interface MailToQueue<T extends TemplateName> {
  to: string;
  template: T;
  data: TemplateData<T>;
}

/**
 * Writes the mail to the outbox and enqueues its delivery, both or neither. Pass the caller's transaction
 * as `db` to tie the mail to the caller's writes: the job is enqueued on that same transaction, which on
 * PGlite is also what keeps it from waiting forever for the one connection the transaction holds.
 * Returns the outbox id.
 */
export async function queueMail<T extends TemplateName>(
  db: Database,
  jobs: Pick<Jobs, 'send'>,
  mail: MailToQueue<T>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        to: mail.to,
        template: mail.template,
        data: mail.data,
        subject: templates[mail.template].subject(mail.data),
      })
      .returning({ id: mailOutbox.id });
    const outboxId = row!.id;
    await jobs.send('mail', { outboxId }, { db: tx });
    return outboxId;
  });
}
