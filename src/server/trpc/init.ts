import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { isAllowed, type RoleList } from '../../shared/access.ts';
import { isMessageKey, messageText, type MessageKey } from '../../shared/messages.ts';
import { AppError } from '../app-error.ts';
import type { Actor, Context } from './context.ts';
import { apiTransformer } from './output-serializer.ts';

export interface ErrorData {
  /** The key of the message in src/shared/messages.ts, when the error is one the user should read. */
  messageKey: MessageKey | null;
  /** Zod field errors: the path of each bad field and what is wrong with it. */
  fieldErrors: Record<string, string[]> | null;
}

function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const t = initTRPC.context<Context>().create({
  // Dates and other non-JSON values reach the browser as what they are: superjson's format both ways, its
  // answers written by a one-walk serializer for the plain values nearly every answer holds.
  transformer: apiTransformer,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    let messageKey: MessageKey | null = null;
    let fieldErrors: Record<string, string[]> | null = null;
    let message = shape.message;
    if (cause instanceof AppError) {
      messageKey = cause.messageKey;
      message = cause.message;
    } else if (cause instanceof ZodError) {
      // Characters that cannot be saved are rarely visible in the field, so the toast itself names them.
      const unsavable = cause.issues.every((issue) => issue.message === messageText('textUnsavable'));
      messageKey = unsavable ? 'textUnsavable' : 'invalidInput';
      fieldErrors = fieldErrorsOf(cause);
      message = messageText(messageKey);
    } else if (isMessageKey(error.message)) {
      messageKey = error.message;
      message = messageText(error.message);
    } else if (error.code === 'INTERNAL_SERVER_ERROR') {
      // Never leak internals (SQL, stack traces) to the browser.
      messageKey = 'somethingWentWrongTryAgain';
      message = messageText('somethingWentWrongTryAgain');
    }
    const data = { ...shape.data, stack: undefined, messageKey, fieldErrors } satisfies ErrorData &
      typeof shape.data;
    return { ...shape, message, data };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Turns an AppError thrown anywhere below into the tRPC code it stands for. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    const code = cause.code === 'UNSUPPORTED_MEDIA_TYPE' ? 'UNSUPPORTED_MEDIA_TYPE' : cause.code;
    throw new TRPCError({ code, message: cause.message, cause });
  }
  return result;
});

export const publicProcedure = t.procedure.use(appErrors);

/** A signed-in, active user. Pending accounts see only "Your account is pending for approval." */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new AppError('UNAUTHORIZED', 'notLoggedIn');
  if (ctx.actor.status !== 'active') throw new AppError('FORBIDDEN', 'accountPending');
  return next({ ctx: { ...ctx, actor: ctx.actor as Actor } });
});

/** A signed-in, active user whose role is on `roles` (an area of src/shared/access.ts). */
export function procedureFor(roles: RoleList) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!isAllowed(ctx.actor.role, roles)) throw new AppError('FORBIDDEN', 'notAllowed');
    return next();
  });
}
