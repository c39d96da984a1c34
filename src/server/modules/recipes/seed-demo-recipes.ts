import { and, asc, eq, inArray } from 'drizzle-orm';
import { ZRecipeCreateInput } from '../../../shared/schemas/recipes.ts';
import { dietConflictText } from '../../../shared/safety/client-safety.ts';
import { DEMO_RECIPES, type DemoFreeOfTag, type DemoRecipe } from '../../db/demo-recipes.ts';
import { foods, recipes, uploads, users } from '../../db/schema/index.ts';
import { letRequestsIn } from '../../let-requests-in.ts';
import { FOOD_SOURCES } from '../food-imports/write-foods.ts';
import { ingredientFoodFacts, recipeSafety } from './derived-tags.ts';
import { inTurns, type DemoPhoto, type DemoPictureSource } from './demo-pictures/demo-picture-files.ts';
import { createRecipe, type RecipesContext } from './save-recipe.ts';

/**
 * The embedded default's demo catalogue (src/server/db/demo-recipes.ts), added once the SR28 demo foods
 * are in and only while there is no recipe at all, so a restart never adds it again. Each recipe goes
 * through the same save as AddRecipe, by the first admin, so its nutrition and tags are the engine's.
 * One transaction: a stop half-way leaves none, and the next start adds them all. Returns how many were
 * added, or null when the catalogue was left alone.
 *
 * With `pictures`, each recipe gets its picture (demo-pictures/): the files are put in storage first,
 * outside the transaction (drawing them all takes a while; a stop leaves files that the next attempt
 * finds), then each is recorded as the admin's upload and shown as the recipe's photo, as an uploaded one.
 *
 * The recipes' "contains" tags are those their real foods give (derived-tags.ts); the demo file's own are
 * kept as hand-set ones, the cautious side. Where the foods disagree with the file (a meal tag they
 * contradict, a "free of" claim one of them breaks), the claim is left off and logged, so a food rule
 * changing never stops the demo from being seeded; the seed's test reports any such difference.
 */
export async function seedDemoRecipes(
  ctx: Omit<RecipesContext, 'actor'>,
  options: { pictures?: DemoPictureSource } = {},
): Promise<number | null> {
  if ((await ctx.db.$count(recipes)) > 0) return null;
  const { pictures } = options;
  const photos: (DemoPhoto | undefined)[] = pictures ? await inTurns(DEMO_RECIPES, pictures) : [];
  return ctx.db.transaction(async (tx) => {
    if ((await tx.$count(recipes)) > 0) return null;
    const [admin] = await tx
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        status: users.status,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.registeredAt))
      .limit(1);
    if (!admin) return null;

    const keys = [...new Set(DEMO_RECIPES.flatMap((r) => r.ingredients.map((i) => i.sr28Key)))];
    const found = await tx
      .select({ id: foods.id, key: foods.sourceKey })
      .from(foods)
      .where(and(eq(foods.src, FOOD_SOURCES.sr28), inArray(foods.sourceKey, keys)));
    const foodIds = new Map(found.map((food) => [food.key, food.id]));
    const missing = keys.filter((key) => !foodIds.has(key));
    if (missing.length > 0) throw new Error(`The SR28 demo foods lack ${missing.join(', ')}`);

    const savedPhotos = photos.filter((photo): photo is DemoPhoto => photo !== undefined);
    if (savedPhotos.length > 0) {
      await tx
        .insert(uploads)
        .values(
          savedPhotos.map((photo) => ({
            key: photo.key,
            folder: 'recipes',
            fileName: photo.fileName,
            contentType: photo.contentType,
            size: photo.size,
            createdBy: admin.id,
          })),
        )
        .onConflictDoNothing({ target: uploads.key });
    }

    for (const [index, recipe] of DEMO_RECIPES.entries()) {
      const ingredientIds = recipe.ingredients.map((ingredient) => foodIds.get(ingredient.sr28Key)!);
      const { tags, freeOfTags } = await claimsTheFoodsBear(tx, recipe, ingredientIds, ctx.log);
      const input = ZRecipeCreateInput.parse({
        name: recipe.name,
        description: recipe.description,
        mealTimes: recipe.mealTimes,
        methods: recipe.methods,
        tags,
        nutritionTags: [...recipe.nutritionTags, ...freeOfTags],
        photoKey: photos[index]?.key ?? null,
        numberOfServes: recipe.numberOfServes,
        ingredients: recipe.ingredients.map((ingredient) => ({
          foodId: foodIds.get(ingredient.sr28Key)!,
          measure: 'gram',
          quantity: ingredient.grams,
        })),
      });
      await createRecipe({ ...ctx, db: tx, actor: admin }, input);
      await letRequestsIn();
    }
    return DEMO_RECIPES.length;
  });
}

/** "Gluten free" is a claim that the recipe has no Gluten, and so on (DEMO_FREE_OF_TAGS). */
const FREE_OF_CONTAINS: Record<DemoFreeOfTag, string> = { 'Gluten free': 'Gluten', 'Dairy free': 'Dairy' };

/** The demo recipe's meal tags and "free of" claims that its real foods do not contradict. */
async function claimsTheFoodsBear(
  db: RecipesContext['db'],
  recipe: DemoRecipe,
  foodIds: readonly string[],
  log: RecipesContext['log'],
): Promise<{ tags: string[]; freeOfTags: string[] }> {
  const safety = recipeSafety(recipe.tags, await ingredientFoodFacts(db, foodIds));
  const contradicted = new Set(safety.conflicts.map((conflict) => conflict.tag));
  const tags = recipe.tags.filter((tag) => !contradicted.has(tag));
  const freeOfTags = recipe.freeOfTags.filter((tag) => {
    const contains = FREE_OF_CONTAINS[tag as DemoFreeOfTag];
    return !safety.derivedTags.includes(contains);
  });
  const dropped = [
    ...safety.conflicts.map(dietConflictText),
    ...recipe.freeOfTags.filter((t) => !freeOfTags.includes(t)),
  ];
  if (dropped.length > 0) {
    log.warn({ recipe: recipe.name, dropped }, 'Demo recipe claims its foods contradict were left off');
  }
  return { tags, freeOfTags };
}
