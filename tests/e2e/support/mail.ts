import { inject } from 'vitest';
import type { ReceivedMail } from '../../support/smtp-sink.ts';

/** Waits until the SMTP sink of the global setup has a mail to `to` that `match` accepts, and returns it. */
export async function waitForMail(
  to: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(inject('mailboxUrl'))).json()) as ReceivedMail[];
    const found = mails.find((mail) => mail.envelopeTo.includes(to.toLowerCase()) && match(mail));
    if (found) return found;
    if (Date.now() > deadline) {
      const got = mails.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'nothing';
      throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms (got ${got})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail's text that starts with `prefix` (an app URL such as `${baseUrl}/register`). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`The mail "${mail.subject}" has no link starting with ${prefix}:\n${mail.text}`);
  return link;
}
