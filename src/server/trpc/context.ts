import type { Logger } from 'pino';
import type { Role } from '../../shared/access.ts';
import type { SessionCookie } from '../auth/session-cookie.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import type { Jobs } from '../jobs/jobs.ts';

/** The signed-in user as the server sees them for one request. */
export interface Actor {
  id: string;
  email: string;
  role: Role;
  status: 'pending' | 'active';
  firstName: string;
  lastName: string;
}

/** What every procedure receives. Tests build it directly for `appRouter.createCaller`. */
export interface Context {
  db: Database;
  jobs: Jobs;
  storage: Storage;
  config: Config;
  log: Logger;
  actor: Actor | null;
  /** The id of the session the actor signed in with (null outside a session). */
  sessionId: string | null;
  /** Sets or clears the session cookie of the HTTP response. */
  sessionCookie: SessionCookie;
  /** The request's client address, for rate limits and login records; 'local' outside HTTP. */
  ip: string;
  /** The request's User-Agent header, kept with sessions and login records; null outside HTTP. */
  userAgent: string | null;
}
