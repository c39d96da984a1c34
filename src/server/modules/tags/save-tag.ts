import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MessageKey } from '../../../shared/messages.ts';
import type {
  TagKind,
  ZMealTagInput,
  ZMealTagUpdate,
  ZNutritionTagInput,
  ZNutritionTagUpdate,
} from '../../../shared/schemas/tags.ts';
import { conflict, notFound } from '../../app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/client.ts';
import { tags } from '../../db/schema/index.ts';
import type { Actor } from '../../trpc/context.ts';
import { retagRecipes } from './retag-recipes.ts';
import { renameTagEverywhere } from './tag-names.ts';

export interface TagsContext {
  db: Database;
  actor: Actor;
}

type MealTagInput = z.output<typeof ZMealTagInput>;
type NutritionTagInput = z.output<typeof ZNutritionTagInput>;

/** A tag's fields as one save writes them; a meal tag has no group, no rules and is never a flag. */
type TagFields = MealTagInput & Partial<Omit<NutritionTagInput, keyof MealTagInput>>;

const NAME_TAKEN: Record<TagKind, MessageKey> = {
  meal: 'mealTagNameTaken',
  nutrition: 'nutritionTagNameTaken',
};

function columnsOf(kind: TagKind, fields: TagFields) {
  return {
    name: fields.name,
    published: fields.published,
    roles: fields.roles,
    nutritionGroup: kind === 'nutrition' ? (fields.nutritionGroup ?? null) : null,
    rules: kind === 'nutrition' ? (fields.rules ?? {}) : {},
    switchToBool: kind === 'nutrition' ? (fields.switchToBool ?? false) : false,
  };
}

/** SPEC §5 and the unique index: one name per kind, ignoring case ("Vegan" and "vegan" are one tag). */
async function assertNameFree(db: Database, kind: TagKind, name: string, exceptId?: string): Promise<void> {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.kind, kind),
        eq(sql`lower(${tags.name})`, name.toLowerCase()),
        exceptId ? ne(tags.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (row) throw conflict(NAME_TAKEN[kind]);
}

/** A clash between the check and the write (two admins adding one name) is the same refusal. */
async function refusingTakenNames<T>(kind: TagKind, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(NAME_TAKEN[kind]);
    throw err;
  }
}

/** Adds a tag; a nutrition tag with rules goes straight onto the recipes its rules match. */
export async function createTag(ctx: TagsContext, kind: TagKind, fields: TagFields): Promise<{ id: string }> {
  await assertNameFree(ctx.db, kind, fields.name);
  return refusingTakenNames(kind, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tags)
        .values({ kind, ...columnsOf(kind, fields), createdBy: ctx.actor.id })
        .returning({ id: tags.id, name: tags.name, rules: tags.rules, switchToBool: tags.switchToBool });
      if (kind === 'nutrition') await retagRecipes(tx, row!);
      return { id: row!.id };
    }),
  );
}

/**
 * Saves every field of a tag. A new name is carried into every recipe, food and user selection that named
 * the old one, in the same transaction; a rule-governed nutrition tag is then re-checked on every recipe.
 */
export async function updateTag(
  ctx: TagsContext,
  kind: TagKind,
  input: z.output<typeof ZMealTagUpdate> | z.output<typeof ZNutritionTagUpdate>,
): Promise<void> {
  const { id, ...fields } = input;
  await assertNameFree(ctx.db, kind, fields.name, id);
  await refusingTakenNames(kind, () =>
    ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: tags.name })
        .from(tags)
        .where(and(eq(tags.id, id), eq(tags.kind, kind)))
        .for('update');
      if (!before) throw notFound('tagNotFound');
      const [after] = await tx
        .update(tags)
        .set({ ...columnsOf(kind, fields), updatedAt: new Date() })
        .where(eq(tags.id, id))
        .returning({ name: tags.name, rules: tags.rules, switchToBool: tags.switchToBool });
      if (after!.name !== before.name) await renameTagEverywhere(tx, kind, before.name, after!.name);
      if (kind === 'nutrition') await retagRecipes(tx, after!);
    }),
  );
}
