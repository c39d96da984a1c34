import type { Logger } from 'pino';
import type { Config } from '../../config.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** Hands the mail over; resolves with how it went out (the SMTP message id, or 'log'). */
  send(mail: OutgoingMail): Promise<{ deliveredVia: string }>;
}

/**
 * SMTP when SMTP_URL is set. Without it (the embedded default) mail goes to the log, so a developer can
 * still follow a reset link. The timeouts keep one send well inside the mail job's 120 s expiry, so
 * pg-boss never hands the same mail to a second worker while the first is still talking to the server.
 */
export function createMailTransport(config: Pick<Config, 'smtpUrl'>, log: Logger): MailTransport {
  if (!config.smtpUrl) {
    return {
      async send({ to, subject, text }) {
        log.info({ mail: { to, subject, text } }, 'mail logged, not sent: SMTP_URL is not set');
        return { deliveredVia: 'log' };
      },
    };
  }
  const url = config.smtpUrl;
  let smtp: ReturnType<typeof openSmtp> | undefined;
  return {
    async send(mail) {
      smtp ??= openSmtp(url);
      const info = await (await smtp).sendMail(mail);
      return { deliveredVia: info.messageId };
    },
  };
}

/** nodemailer is loaded with the first mail, not at start: most processes send little or no mail. */
async function openSmtp(url: string) {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    url,
    // A fresh connection per mail: the job runs rarely, and a pooled socket would outlive a restarted server.
    pool: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
