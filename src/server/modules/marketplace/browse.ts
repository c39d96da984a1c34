import { and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role } from '../../../shared/access.ts';
import { dayTotals } from '../../../shared/planning/day-totals.ts';
import { DIET_TAG_RULES } from '../../../shared/safety/client-safety.ts';
import {
  MARKETPLACE_PAGE_SIZE,
  type ListingPreview,
  type ListingSummary,
  type ZMarketplaceSearchInput,
} from '../../../shared/schemas/marketplace.ts';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/client.ts';
import { prefixQuery, readThrough, type SearchWords } from '../../db/full-text.ts';
import {
  marketplaceListings,
  marketplaceMeals,
  marketplaceRatings,
  marketplaceWords,
  recipes,
  users,
} from '../../db/schema/index.ts';
import { searchTerms } from '../foods/food-search.ts';
import { correctedTerms } from '../recipes/recipe-words.ts';
import type { MarketplaceActor } from './listings.ts';

/** Words shorter than this are matched by prefix only: a typo of a three-letter word is another word. */
const TYPO_TOLERANT_MIN_LENGTH = 4;
const RATINGS_SHOWN = 20;
/**
 * From this many listings with the words (and filters) on, they are common enough that walking the sort's
 * index finds a page of them sooner than reading them all from the full-text index and sorting them.
 */
const DENSE_MATCHES = 1_000;

const ownerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

function summaryColumns(viewer: MarketplaceActor) {
  return {
    id: marketplaceListings.id,
    name: marketplaceListings.name,
    description: marketplaceListings.description,
    ownerName,
    mealTags: marketplaceListings.mealTags,
    nutritionTags: marketplaceListings.nutritionTags,
    energyKjPerDay: marketplaceListings.energyKjPerDay,
    days: marketplaceListings.days,
    rating: marketplaceListings.ratingAverage,
    ratingCount: marketplaceListings.ratingCount,
    copies: marketplaceListings.copies,
    createdAt: marketplaceListings.createdAt,
    mine: sql<boolean>`${marketplaceListings.userId} = ${viewer.id}`,
  };
}

const ORDER: Record<z.output<typeof ZMarketplaceSearchInput>['sort'], SQL[]> = {
  bestRated: [
    sql`${marketplaceListings.ratingAverage} desc`,
    sql`${marketplaceListings.createdAt} desc`,
    sql`${marketplaceListings.id} desc`,
  ],
  newest: [sql`${marketplaceListings.createdAt} desc`, sql`${marketplaceListings.id} desc`],
  mostCopied: [
    sql`${marketplaceListings.copies} desc`,
    sql`${marketplaceListings.createdAt} desc`,
    sql`${marketplaceListings.id} desc`,
  ],
};

/**
 * Browsing the marketplace (SPEC §2 Marketplace, §7 its search index): listed plans only, by the words
 * of their name, description, tags and recipe names (Postgres full text on the generated `search` column,
 * GIN), filtered by energy per day, meal tags, nutrition tags every recipe has and the least rating,
 * sorted and paged. When no listing has every word as typed, the words no listing has are corrected to
 * the nearest words listings do have (`marketplace_words`, trigram and edit distance; decision 013).
 */
export async function searchListings(
  db: Database,
  viewer: MarketplaceActor,
  input: z.output<typeof ZMarketplaceSearchInput>,
): Promise<{ items: ListingSummary[]; nextCursor: number | null }> {
  const page = input.cursor ?? 1;
  const filters = and(
    eq(marketplaceListings.status, 'listed'),
    input.minEnergyKj === null ? undefined : gte(marketplaceListings.energyKjPerDay, input.minEnergyKj),
    input.maxEnergyKj === null ? undefined : lte(marketplaceListings.energyKjPerDay, input.maxEnergyKj),
    input.mealTags.length
      ? sql`${marketplaceListings.mealTags} @> ${`{${input.mealTags.map(arrayItem).join(',')}}`}::text[]`
      : undefined,
    noFoodAgainst(input.mealTags),
    input.nutritionTags.length
      ? sql`${marketplaceListings.nutritionTags} @> ${`{${input.nutritionTags.map(arrayItem).join(',')}}`}::text[]`
      : undefined,
    input.minRating > 0 ? gte(marketplaceListings.ratingAverage, input.minRating) : undefined,
  );
  const terms = searchTerms(input.query);
  return db.transaction(async (tx) => {
    let where = filters;
    if (terms.length > 0) {
      // A plan for these words, not a generic one (see recipe-search.ts).
      await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
      let words: SearchWords = terms;
      let found = await countMatches(tx, filters, terms);
      const typoTolerant = terms.some((term) => term.length >= TYPO_TOLERANT_MIN_LENGTH);
      if (found === 0) {
        if (!typoTolerant) return { items: [], nextCursor: null };
        const corrected = await correctedTerms(tx, terms, TYPO_TOLERANT_MIN_LENGTH, marketplaceWords);
        if (!corrected?.some((term) => typeof term !== 'string')) return { items: [], nextCursor: null };
        words = corrected;
        found = await countMatches(tx, filters, words);
        if (found === 0) return { items: [], nextCursor: null };
      }
      where = and(filters, matches(words));
      // Few matches: read them from the full-text index and sort them; many: walk the sort's index.
      await readThrough(tx, found < DENSE_MATCHES ? 'fullTextIndex' : 'sortIndex');
    }
    const rows = await tx
      .select(summaryColumns(viewer))
      .from(marketplaceListings)
      .innerJoin(users, eq(users.id, marketplaceListings.userId))
      .where(where)
      .orderBy(...ORDER[input.sort])
      .limit(MARKETPLACE_PAGE_SIZE + 1)
      .offset((page - 1) * MARKETPLACE_PAGE_SIZE);
    return {
      items: rows.slice(0, MARKETPLACE_PAGE_SIZE),
      nextCursor: rows.length > MARKETPLACE_PAGE_SIZE ? page + 1 : null,
    };
  });
}

/**
 * A diet filter (Halal, Vegetarian ...) also reads the foods (issue 29): no recipe of the listing has a food
 * whose flags or "contains" tags the diet's rule (DIET_TAG_RULES) leaves out, whatever tags the listing
 * was stored with, so a plan with pork is never found as Halal, even one listed before recipes were
 * checked or whose food was flagged since. Undefined when no filtered tag has a rule.
 */
function noFoodAgainst(mealTags: readonly string[]): SQL | undefined {
  const rules = mealTags.flatMap((tag) => DIET_TAG_RULES[tag] ?? []);
  if (rules.length === 0) return undefined;
  const flags = [...new Set(rules.flatMap((rule) => rule.flags))];
  const contains = [...new Set(rules.flatMap((rule) => rule.contains))];
  const literal = (items: readonly string[]) => `{${items.map(arrayItem).join(',')}}`;
  return sql`not exists (
    select 1 from marketplace_meals mm
      join recipe_ingredients ri on ri.recipe_id = mm.recipe_id
      join foods f on f.id = ri.food_id
    where mm.listing_id = "marketplace_listings"."id"
      and (f.diet_flags && ${literal(flags)}::text[] or f.tags && ${literal(contains)}::text[]))`;
}

/** An element of a Postgres array literal, quoted. */
function arrayItem(value: string): string {
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

const matches = (terms: SearchWords) => sql`${marketplaceListings.search} @@ ${prefixQuery(terms)}`;

/**
 * How many listed plans have every word and pass the filters, counted up to DENSE_MATCHES through the
 * indexes alone (see recipe-search.ts countMatches): "none" or "a few" comes at once.
 */
async function countMatches(tx: Database, filters: SQL | undefined, terms: SearchWords): Promise<number> {
  await readThrough(tx, 'fullTextIndex');
  const matching = tx
    .select({ id: marketplaceListings.id })
    .from(marketplaceListings)
    .where(and(filters, matches(terms)))
    .limit(DENSE_MATCHES)
    .as('matching');
  const [row] = await tx.select({ n: count() }).from(matching);
  await readThrough(tx, 'any');
  return row?.n ?? 0;
}

/**
 * A listing as its preview shows it: its days, each with its meals and the day's energy and
 * macronutrients, and the latest ratings. A listing off the marketplace is not found, except for its
 * owner and the admins.
 */
export async function previewListing(
  db: Database,
  viewer: MarketplaceActor,
  listingId: string,
): Promise<ListingPreview> {
  const [row] = await db
    .select({ ...summaryColumns(viewer), status: marketplaceListings.status })
    .from(marketplaceListings)
    .innerJoin(users, eq(users.id, marketplaceListings.userId))
    .where(
      and(
        eq(marketplaceListings.id, listingId),
        (viewer.role as Role) === 'admin'
          ? undefined
          : or(eq(marketplaceListings.status, 'listed'), eq(marketplaceListings.userId, viewer.id)),
      ),
    );
  if (!row) throw notFound('noMealPlan');
  const mealRows = await db
    .select({
      day: marketplaceMeals.day,
      mealType: marketplaceMeals.mealType,
      position: marketplaceMeals.position,
      noMeal: marketplaceMeals.noMeal,
      serves: marketplaceMeals.serves,
      recipeId: recipes.id,
      recipeName: recipes.name,
      energyKjPerServe: recipes.energyKjPerServe,
      servingValues: recipes.servingValues,
    })
    .from(marketplaceMeals)
    .leftJoin(recipes, eq(recipes.id, marketplaceMeals.recipeId))
    .where(eq(marketplaceMeals.listingId, listingId))
    .orderBy(asc(marketplaceMeals.day), asc(marketplaceMeals.mealType), asc(marketplaceMeals.position));
  const planMeals = mealRows.map((meal) => ({
    day: meal.day,
    mealType: meal.mealType,
    position: meal.position,
    noMeal: meal.noMeal,
    serves: meal.serves,
    recipe:
      meal.recipeId === null
        ? null
        : {
            id: meal.recipeId,
            name: meal.recipeName!,
            energyKjPerServe: meal.energyKjPerServe!,
            servingValues: {
              protein: meal.servingValues!.protein,
              fat: meal.servingValues!.fat,
              carbohydrate: meal.servingValues!.carbohydrate,
            },
          },
  }));
  const days = [...new Set(planMeals.map((meal) => meal.day))].sort((a, b) => a - b);
  const ratings = await db
    .select({
      userId: marketplaceRatings.userId,
      userName: sql<string>`trim(${users.firstName} || ' ' || left(${users.lastName}, 1))`,
      rating: marketplaceRatings.rating,
      comment: marketplaceRatings.comment,
      createdAt: marketplaceRatings.updatedAt,
    })
    .from(marketplaceRatings)
    .innerJoin(users, eq(users.id, marketplaceRatings.userId))
    .where(eq(marketplaceRatings.listingId, listingId))
    .orderBy(desc(marketplaceRatings.updatedAt))
    .limit(RATINGS_SHOWN);
  const [mine] = await db
    .select({ rating: marketplaceRatings.rating, comment: marketplaceRatings.comment })
    .from(marketplaceRatings)
    .where(and(eq(marketplaceRatings.listingId, listingId), eq(marketplaceRatings.userId, viewer.id)));
  return {
    ...row,
    plan: days.map((day) => ({
      day,
      meals: planMeals.filter((meal) => meal.day === day).map(({ day: _day, ...meal }) => meal),
      totals: dayTotals(planMeals, day),
    })),
    ratings: ratings.map(({ userId: _userId, ...rating }) => rating),
    myRating: mine ?? null,
  };
}
