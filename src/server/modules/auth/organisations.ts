import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZOrganisationOption } from '../../../shared/schemas/auth.ts';
import { organisations } from '../../db/schema/index.ts';
import type { Context } from '../../trpc/context.ts';

/** The organisations a student may choose from on /register, by name. */
export async function listOrganisations(
  ctx: Pick<Context, 'db'>,
): Promise<z.infer<typeof ZOrganisationOption>[]> {
  return ctx.db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.name));
}
