import { consumeRateLimit, type RateLimit } from '../../auth/rate-limit.ts';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import type { DocumentDeps } from './content.ts';

/** What a guest's document download needs besides the documents' own: the limit and the guest's address. */
export interface GuestDocumentContext extends DocumentDeps {
  config: Pick<Config, 'guestDocumentsPerIpPerHour'>;
  ip: string;
}

/** GUEST_DOCUMENTS_PER_IP_PER_HOUR: one budget for every PDF a guest may download (shared plans, promo eBooks). */
export function guestDocumentsPerIp(config: Pick<Config, 'guestDocumentsPerIpPerHour'>): RateLimit {
  return { name: 'guest-documents-ip', max: config.guestDocumentsPerIpPerHour, windowMs: 60 * 60 * 1000 };
}

/**
 * Counts a guest's document download against their address's hourly budget (the shared Postgres buckets,
 * so every instance counts together) and refuses it past the budget, before any work is done (issue 28).
 */
export async function admitGuestDocument(ctx: GuestDocumentContext): Promise<void> {
  if (!(await consumeRateLimit(ctx.db, guestDocumentsPerIp(ctx.config), ctx.ip))) {
    throw new AppError('TOO_MANY_REQUESTS', 'guestDocumentsLimit');
  }
}
