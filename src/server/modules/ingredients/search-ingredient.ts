import { sql } from 'drizzle-orm';
import { GRAM_PORTION, type IngredientSearchPortion } from '../../../shared/schemas/foods.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import type { Actor } from '../../trpc/context.ts';

/**
 * How alike (pg_trgm similarity, 0 to 1) a name must be to the one asked for to count as a match. 0.3 is
 * pg_trgm's own default: it still finds a short name with one letter wrong ("apole" for "apple" scores
 * 0.33), which a stricter threshold would miss.
 */
export const NAME_MATCH_THRESHOLD = 0.3;

/** A name as it is compared: lower case, single spaces. */
function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** What a name is before its first comma: "apple" of "apple, red delicious, raw" (food names read so). */
function headOf(name: string): string {
  return name.split(',')[0]!.trim();
}

interface Candidate {
  id: string;
  score: number;
}

/**
 * SPEC §7 `apis-searchIngredient {food}`: the household portions `{name, unit, val}` (val in grams) of a
 * food name, from our own data.
 *
 * 1. An ingredient of the library with exactly that name (ignoring case) gives its portions.
 * 2. Otherwise the best-matching library ingredient and the best-matching food the actor can see compete on
 *    name similarity (of the whole names, or of what comes before the first comma, whichever is closer; at
 *    least NAME_MATCH_THRESHOLD). The library wins ties: it is curated for exactly this. A food gives its
 *    portions, then the household measures of its AFCD Public Food Key (units of 0 g skipped).
 * Only candidates with at least one portion take part. No match is an answer too: no portions.
 *
 * The foods searched are the published ones and the actor's own, for the admin as well: a recipe is built
 * on approved data, not on someone else's pending or hidden food.
 */
export async function searchIngredient(
  db: Database,
  actor: Pick<Actor, 'id'>,
  food: string,
): Promise<IngredientSearchPortion[]> {
  const query = normalise(food);
  const head = headOf(query) || query;
  return db.transaction(async (tx) => {
    // The food name index answers `<%` for the session's threshold: make it ours, for this transaction only.
    // The planner prices a trigram comparison like an equality and would rather compare every food's name
    // (about 15 times slower on 10,000 foods) than read the index, so it is told not to.
    await tx.execute(sql`
      select set_config('pg_trgm.word_similarity_threshold', ${String(NAME_MATCH_THRESHOLD)}, true),
        set_config('enable_seqscan', 'off', true)`);
    const [library] = rowsOf<Candidate & { exact: boolean }>(
      await tx.execute(sql`
        select i.id, lower(i.name) = ${query} as exact,
          greatest(similarity(lower(i.name), ${query}), similarity(lower(i.name), ${head}))::float8 as score
        from ingredients i
        where exists (select 1 from ingredient_portions p where p.ingredient_id = i.id)
        order by exact desc, score desc, length(i.name), i.name
        limit 1`),
    );
    if (library?.exact) return libraryPortions(tx, library.id);

    const nameNear =
      head === query
        ? sql`${query} <% lower(f.name)`
        : sql`(${query} <% lower(f.name) or ${head} <% lower(f.name))`;
    const [bestFood] = rowsOf<Candidate>(
      await tx.execute(sql`
        select f.id,
          greatest(
            similarity(lower(f.name), ${query}),
            similarity(trim(split_part(lower(f.name), ',', 1)), ${head})
          )::float8 as score
        from foods f
        where ${nameNear}
          and (f.status = 'published' or f.created_by = ${actor.id})
          and (
            exists (select 1 from food_portions p where p.food_id = f.id)
            or (f.src = 'AFCD' and exists (
              select 1 from measurements m, jsonb_array_elements(m.units) u
              where m.public_food_key = f.source_key and (u ->> 'grams')::float8 > 0))
          )
        order by score desc, length(f.name), f.name
        limit 1`),
    );
    const libraryScore = library && library.score >= NAME_MATCH_THRESHOLD ? library.score : -1;
    const foodScore = bestFood && bestFood.score >= NAME_MATCH_THRESHOLD ? bestFood.score : -1;
    if (libraryScore < 0 && foodScore < 0) return [];
    if (libraryScore >= foodScore) return libraryPortions(tx, library!.id);
    return foodPortionsOf(tx, bestFood!.id);
  });
}

async function libraryPortions(db: Database, ingredientId: string): Promise<IngredientSearchPortion[]> {
  return rowsOf<IngredientSearchPortion>(
    await db.execute(sql`
      select name, unit, val from ingredient_portions
      where ingredient_id = ${ingredientId}
      order by position, lower(name)`),
  );
}

/** A food's own portions first, then its AFCD household measures; one portion per name. */
async function foodPortionsOf(db: Database, foodId: string): Promise<IngredientSearchPortion[]> {
  const rows = rowsOf<IngredientSearchPortion>(
    await db.execute(sql`
      select name, unit, val from (
        select p.name, p.unit, p.weight as val, 0 as source, p.position as position
        from food_portions p
        where p.food_id = ${foodId}
        union all
        select u.value ->> 'description', '', (u.value ->> 'grams')::float8, 1, u.ordinality::int
        from foods f
        join measurements m on f.src = 'AFCD' and m.public_food_key = f.source_key
        cross join lateral jsonb_array_elements(m.units) with ordinality as u(value, ordinality)
        where f.id = ${foodId}
      ) portions
      where val > 0
      order by source, position`),
  );
  const seen = new Set<string>([GRAM_PORTION]);
  return rows.filter((portion) => {
    const key = portion.name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
