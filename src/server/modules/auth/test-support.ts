import { TRPCError } from '@trpc/server';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { contextFor, recordingSessionCookie, type TestServices } from '../../../../tests/support/services.ts';
import { messages, type MessageKey } from '../../../shared/messages.ts';
import { AppError } from '../../app-error.ts';
import { validateSessionToken } from '../../auth/sessions.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Context } from '../../trpc/context.ts';
import { createCallerFactory } from '../../trpc/init.ts';
import { appRouter } from '../../trpc/router.ts';

/** Test helpers of the auth module: what a browser would send and see, on the test database. */

const createCaller = createCallerFactory(appRouter);

/** A caller on a whole context, for tests that replace one of its services (a failing job queue). */
export const callerOn = (ctx: Context) => createCaller(ctx);

/** A password no list of common passwords holds. */
export const GOOD_PASSWORD = 'plum tomato harvest moon';

export function newAccount(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@example.test',
    password: GOOD_PASSWORD,
    repeatPassword: GOOD_PASSWORD,
    ...overrides,
  };
}

/**
 * A guest's caller whose session cookie remembers what the procedures set, as a browser's cookie jar does.
 */
export function guest(services: TestServices, ip = '127.0.0.1') {
  const cookie = recordingSessionCookie();
  return { cookie, caller: createCaller(contextFor(services, null, { sessionCookie: cookie, ip })) };
}

/** The caller a browser holding `token` in its session cookie gets: the app reads the session the same way. */
export async function signedInWith(services: TestServices, token: string) {
  const session = await validateSessionToken(services.database.db, token);
  if (!session) throw new Error('The session token is not valid');
  const { user } = session;
  const cookie = recordingSessionCookie();
  cookie.value = token;
  const actor = {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    firstName: user.firstName,
    lastName: user.lastName,
  };
  return {
    cookie,
    sessionId: session.sessionId,
    caller: createCaller(
      contextFor(services, actor, { sessionId: session.sessionId, sessionCookie: cookie }),
    ),
  };
}

/**
 * Asserts that a call fails with `code` and the message of `key`, word for word as the user reads it:
 * through a caller (a TRPCError carrying the AppError) or straight from a use-case function (the AppError).
 */
export async function expectFailure(promise: Promise<unknown>, code: TRPCError['code'], key: MessageKey) {
  const error = await promise.then(
    () => {
      throw new Error(`expected the call to fail with ${key}`);
    },
    (err: unknown) => err,
  );
  const appError = error instanceof TRPCError ? error.cause : error;
  expect(appError).toBeInstanceOf(AppError);
  const { messageKey, message } = appError as AppError;
  expect({ code: (error as TRPCError | AppError).code, key: messageKey, message }).toEqual({
    code,
    key,
    message: messages[key],
  });
}

/** What the browser receives for an error: the app's error formatter applied to it. */
export function asBrowserSees(error: unknown): { message: string; messageKey: string | null } {
  const shape = appRouter._def._config.errorFormatter({
    shape: {
      message: (error as Error).message,
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
    },
    error,
    type: 'mutation',
    path: '',
    input: undefined,
    ctx: undefined,
  } as never) as { message: string; data: { messageKey: string | null } };
  return { message: shape.message, messageKey: shape.data.messageKey };
}

/** The mails queued to an address, oldest first. */
export async function mailsTo(services: TestServices, to: string) {
  return services.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.createdAt));
}

/**
 * The token of a mailed link (`?token=` of a reset link, `?verify=` of a verification link,
 * `?confirmEmail=` of an e-mail change's).
 */
export function tokenInLink(link: unknown): string {
  const url = new URL(String(link));
  const token =
    url.searchParams.get('token') ?? url.searchParams.get('verify') ?? url.searchParams.get('confirmEmail');
  if (!token) throw new Error(`No token in ${String(link)}`);
  return token;
}
