import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser, actorOf } from '../../../tests/factories/users.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-db.ts';
import { contextFor, startTestServices, type TestServices } from '../../../tests/support/services.ts';
import { ADMIN_ONLY, FOOD_EDITORS } from '../../shared/access.ts';
import { messages } from '../../shared/messages.ts';
import { text } from '../../shared/schemas/text.ts';
import { conflict } from '../app-error.ts';
import { authedProcedure, createCallerFactory, procedureFor, publicProcedure, router } from './init.ts';

// A small router built from the real procedure builders, to pin down what every area's procedures inherit.
const testRouter = router({
  open: publicProcedure.query(() => 'open'),
  signedIn: authedProcedure.query(({ ctx }) => ctx.actor.id),
  adminOnly: procedureFor(ADMIN_ONLY).query(() => 'admin'),
  foods: procedureFor(FOOD_EDITORS).query(() => 'foods'),
  taken: publicProcedure.mutation(() => {
    throw conflict('userAlreadyExists');
  }),
  validated: publicProcedure
    .input(z.object({ email: z.email('The email address is not valid') }))
    .mutation(() => 'ok'),
  named: publicProcedure.input(z.object({ name: text().min(1) })).mutation(() => 'ok'),
  crashes: publicProcedure.query(() => {
    throw new Error('relation "secret_table" does not exist');
  }),
});
const createCaller = createCallerFactory(testRouter);

let database: TestDatabase;
let services: TestServices;
beforeAll(async () => {
  database = await createTestDatabase();
  services = await startTestServices(database);
});
afterAll(async () => {
  await services.close();
  await database.close();
});

async function errorOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    const e = err as {
      code: string;
      message: string;
      shape?: { data: Record<string, unknown>; message: string };
    };
    // The formatted shape is what the browser receives.
    const shape = testRouter._def._config.errorFormatter({
      shape: { message: e.message, code: -32600, data: { code: e.code, httpStatus: 400 } },
      error: err,
      type: 'query',
      path: '',
      input: undefined,
      ctx: undefined,
    } as never) as {
      message: string;
      data: { messageKey: string | null; fieldErrors: Record<string, string[]> | null };
    };
    return { code: e.code, shape };
  }
  throw new Error('expected an error');
}

describe('procedure builders', () => {
  it('lets a guest use public procedures only', async () => {
    const guest = createCaller(contextFor(services, null));
    expect(await guest.open()).toBe('open');
    expect((await errorOf(guest.signedIn())).code).toBe('UNAUTHORIZED');
    expect((await errorOf(guest.adminOnly())).code).toBe('UNAUTHORIZED');
  });

  it('checks the role list of an area', async () => {
    const member = createCaller(
      contextFor(services, actorOf(await createUser(database.db, { role: 'member' }))),
    );
    const dietitian = createCaller(
      contextFor(services, actorOf(await createUser(database.db, { role: 'dietitian' }))),
    );
    const admin = createCaller(
      contextFor(services, actorOf(await createUser(database.db, { role: 'admin' }))),
    );
    expect((await errorOf(member.foods())).code).toBe('FORBIDDEN');
    expect(await dietitian.foods()).toBe('foods');
    expect((await errorOf(dietitian.adminOnly())).code).toBe('FORBIDDEN');
    expect(await admin.adminOnly()).toBe('admin');
  });

  it('keeps a pending account out, with the pending message', async () => {
    const pending = await createUser(database.db, { role: 'dietitian', status: 'pending' });
    const { code, shape } = await errorOf(createCaller(contextFor(services, actorOf(pending))).signedIn());
    expect(code).toBe('FORBIDDEN');
    expect(shape.message).toBe('Your account is pending for approval.');
  });

  it("turns an AppError into its code and the specification's message", async () => {
    const { code, shape } = await errorOf(createCaller(contextFor(services, null)).taken());
    expect(code).toBe('CONFLICT');
    expect(shape.message).toBe('User already exists');
    expect(shape.data.messageKey).toBe('userAlreadyExists');
  });

  it('returns field errors for bad input', async () => {
    const { code, shape } = await errorOf(
      createCaller(contextFor(services, null)).validated({ email: 'nope' }),
    );
    expect(code).toBe('BAD_REQUEST');
    expect(shape.data.fieldErrors).toEqual({ email: ['The email address is not valid'] });
  });

  it('names characters that cannot be saved in the message itself, not only at the field', async () => {
    const caller = createCaller(contextFor(services, null));
    const { code, shape } = await errorOf(caller.named({ name: 'Zo\u0000e' }));
    expect(code).toBe('BAD_REQUEST');
    expect(shape.data.messageKey).toBe('textUnsavable');
    expect(shape.message).toBe(messages.textUnsavable);
    expect(shape.data.fieldErrors).toEqual({ name: [messages.textUnsavable] });
    // Any other problem in the same input keeps the general message.
    const mixed = await errorOf(caller.named({ name: '' }));
    expect(mixed.shape.data.messageKey).toBe('invalidInput');
  });

  it('never shows the browser what went wrong inside', async () => {
    const { code, shape } = await errorOf(createCaller(contextFor(services, null)).crashes());
    expect(code).toBe('INTERNAL_SERVER_ERROR');
    expect(shape.message).toBe('Something went wrong. Please try again');
    expect(JSON.stringify(shape)).not.toContain('secret_table');
  });
});
