import type { Database } from '../../src/server/db/client.ts';
import { tags, type TagRow } from '../../src/server/db/schema/index.ts';
import {
  DEFAULT_MEAL_TAGS,
  DEFAULT_NUTRITION_TAGS,
  DEFAULT_TAG_ROLES,
  type NutritionTagGroup,
} from '../../src/shared/schemas/tags.ts';

let counter = 0;

/**
 * A published meal tag seen by the default tag roles. Override anything, e.g. `{ kind: 'nutrition',
 * rules: { main: { nutrient: 'protein', condition: 'gte', amount: 20 } } }` or `{ published: false }`.
 */
export async function createTag(
  db: Database,
  overrides: Partial<typeof tags.$inferInsert> = {},
): Promise<TagRow> {
  counter += 1;
  const [row] = await db
    .insert(tags)
    .values({ kind: 'meal', name: `Test tag ${counter}`, roles: [...DEFAULT_TAG_ROLES], ...overrides })
    .returning();
  return row!;
}

/** The default tags of SPEC §9, as migration 0007 seeds them (tests truncate every table before each test). */
export async function createDefaultTags(db: Database): Promise<TagRow[]> {
  const groups = Object.entries(DEFAULT_NUTRITION_TAGS) as [NutritionTagGroup, readonly string[]][];
  return db
    .insert(tags)
    .values([
      ...DEFAULT_MEAL_TAGS.map((name) => ({ kind: 'meal' as const, name, roles: [...DEFAULT_TAG_ROLES] })),
      ...groups.flatMap(([nutritionGroup, names]) =>
        names.map((name) => ({
          kind: 'nutrition' as const,
          name,
          roles: [...DEFAULT_TAG_ROLES],
          nutritionGroup,
          switchToBool: true,
        })),
      ),
    ])
    .returning();
}
