import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, decoded enough for a test to read. */
export interface ReceivedMail {
  /** The RCPT TO addresses of the SMTP envelope. */
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  messageId: string;
  /** The text/plain part, with \n line ends. */
  text: string;
  /** The text/html part, or '' when there is none. */
  html: string;
}

export interface SmtpSink {
  /** Listens on 127.0.0.1: on a free port the first time, on the same port again after `stop()`. */
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly port: number;
  readonly url: string;
  readonly messages: ReceivedMail[];
  /** Resolves with all messages once `predicate` holds for them; rejects after `timeoutMs`. */
  waitFor(
    predicate: (messages: readonly ReceivedMail[]) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
}

/** A real SMTP server on loopback that accepts every message, as a mail provider would. */
export function createSmtpSink(): SmtpSink {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  return {
    messages,
    get port() {
      return port;
    },
    get url() {
      if (port === 0) throw new Error('The SMTP sink has not been started yet');
      return `smtp://127.0.0.1:${port}`;
    },
    async start() {
      if (server) return;
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: 1_000,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', callback);
          stream.on('end', () => {
            const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
            messages.push({ envelopeTo, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        smtp.once('error', reject);
        smtp.listen(port, '127.0.0.1', () => {
          smtp.off('error', reject);
          resolve();
        });
      });
      port = (smtp.server.address() as AddressInfo).port;
      server = smtp;
    },
    async stop() {
      const smtp = server;
      server = undefined;
      if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(messages)) {
        if (Date.now() > deadline) {
          const got = messages.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'nothing';
          throw new Error(
            `The SMTP sink did not receive the expected mail within ${timeoutMs} ms (got ${got})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return [...messages];
    },
  };
}

interface MimeEntity {
  headers: Map<string, string>;
  body: string;
}

function parseMessage(raw: string): Omit<ReceivedMail, 'envelopeTo'> {
  const message = parseEntity(raw);
  const leaves = leafParts(message);
  const partOf = (type: string) => leaves.find((p) => contentType(p).type === type);
  const header = (name: string) => decodeWords(message.headers.get(name) ?? '');
  const text = partOf('text/plain');
  const html = partOf('text/html');
  return {
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    messageId: header('message-id'),
    text: text ? decodeBody(text).replace(/\r\n/g, '\n') : '',
    html: html ? decodeBody(html) : '',
  };
}

function parseEntity(raw: string): MimeEntity {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function contentType(entity: MimeEntity): { type: string; boundary: string | undefined } {
  const value = entity.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(value)?.[1];
  return { type: value.split(';')[0]!.trim().toLowerCase(), boundary };
}

function leafParts(entity: MimeEntity): MimeEntity[] {
  const { type, boundary } = contentType(entity);
  if (!type.startsWith('multipart/') || !boundary) return [entity];
  const sections = entity.body.split(`--${boundary}`);
  // The first section is the preamble; the one after the closing delimiter starts with "--".
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(parseEntity(section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))));
}

function decodeBody(entity: MimeEntity): string {
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(entity.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(entity.body);
  return entity.body;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, which mail clients use for non-ASCII header text. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
