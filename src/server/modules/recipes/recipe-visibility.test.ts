import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { recipeComments, recipes as recipesTable } from '../../db/schema/index.ts';
import { signedIn, useRecipesTestEnvironment } from './test-support.ts';

const env = useRecipesTestEnvironment();

const doesNotExist = (id: string) => ({ code: 'NOT_FOUND', message: `Recipe ${id} does not exist` });

/** Dana (a dietitian) with a recipe in every state, and others who look at them. */
async function danaAndHerRecipes() {
  const { db } = env.database;
  const dana = await signedIn(env, 'dietitian');
  const recipes = {
    published: await createRecipe(db, { userId: dana.user.id, name: 'Dana’s published' }),
    private: await createRecipe(db, { userId: dana.user.id, name: 'Dana’s private', isPrivate: true }),
    pending: await createRecipe(db, { userId: dana.user.id, name: 'Dana’s pending', status: 'pending' }),
    requested: await createRecipe(db, {
      userId: dana.user.id,
      name: 'Dana’s request',
      status: 'requested',
      isCustomized: true,
      customizedById: dana.user.id,
      newData: { name: 'Dana’s request' },
      removedData: { name: 'Old name' },
    }),
    declined: await createRecipe(db, { userId: dana.user.id, name: 'Dana’s declined', status: 'declined' }),
    error: await createRecipe(db, { userId: dana.user.id, name: 'Dana’s import error', status: 'error' }),
  };
  return { dana, recipes };
}

describe('recipes.get: who sees which recipe', () => {
  it('shows another professional only the published catalogue recipe, and says the rest do not exist', async () => {
    const { recipes } = await danaAndHerRecipes();
    const nina = await signedIn(env, 'nutritionist');
    await expect(nina.caller.recipes.get({ id: recipes.published.id })).resolves.toMatchObject({
      name: 'Dana’s published',
    });
    for (const hidden of [
      recipes.private,
      recipes.pending,
      recipes.requested,
      recipes.declined,
      recipes.error,
    ]) {
      await expect(nina.caller.recipes.get({ id: hidden.id })).rejects.toMatchObject(doesNotExist(hidden.id));
    }
    const unknown = crypto.randomUUID();
    await expect(nina.caller.recipes.get({ id: unknown })).rejects.toMatchObject(doesNotExist(unknown));
  });

  it('shows the owner every recipe of theirs, and an admin every recipe of anyone', async () => {
    const { dana, recipes } = await danaAndHerRecipes();
    const admin = await signedIn(env, 'admin');
    for (const recipe of Object.values(recipes)) {
      await expect(dana.caller.recipes.get({ id: recipe.id })).resolves.toMatchObject({ id: recipe.id });
      await expect(admin.caller.recipes.get({ id: recipe.id })).resolves.toMatchObject({ id: recipe.id });
    }
  });

  it('shows the customiser a copy they made even when someone else owns it', async () => {
    const admin = await signedIn(env, 'admin');
    const member = await signedIn(env, 'member');
    const copy = await createRecipe(env.database.db, {
      userId: admin.user.id,
      status: 'requested',
      isCustomized: true,
      customizedById: member.user.id,
    });
    await expect(member.caller.recipes.get({ id: copy.id })).resolves.toMatchObject({ id: copy.id });
  });

  it("gives the comments and a customisation's changes to the owner and the admins only", async () => {
    const { dana, recipes } = await danaAndHerRecipes();
    const admin = await signedIn(env, 'admin');
    const member = await signedIn(env, 'member');
    await env.database.db
      .insert(recipeComments)
      .values({ recipeId: recipes.published.id, text: 'Check the sodium', createdBy: admin.user.id });
    await env.database.db
      .update(recipesTable)
      .set({ customizedByEmail: 'dana@clinic.test', newData: { name: 'New' }, removedData: { name: 'Old' } })
      .where(eq(recipesTable.id, recipes.published.id));

    const seenByOwner = await dana.caller.recipes.get({ id: recipes.published.id });
    expect(seenByOwner.comments).toMatchObject([{ text: 'Check the sodium', done: false }]);
    expect(seenByOwner).toMatchObject({ newData: { name: 'New' }, customizedByEmail: null });
    const seenByAdmin = await admin.caller.recipes.get({ id: recipes.published.id });
    expect(seenByAdmin.comments).toHaveLength(1);
    expect(seenByAdmin).toMatchObject({
      removedData: { name: 'Old' },
      customizedByEmail: 'dana@clinic.test',
    });
    const seenByMember = await member.caller.recipes.get({ id: recipes.published.id });
    expect(seenByMember).toMatchObject({
      comments: [],
      newData: null,
      removedData: null,
      customizedByEmail: null,
    });
  });
});

describe('recipe lists: who sees which recipe', () => {
  it('lists only published catalogue recipes in the catalogue, for everyone', async () => {
    const { dana, recipes } = await danaAndHerRecipes();
    const admin = await signedIn(env, 'admin');
    const member = await signedIn(env, 'member');
    for (const caller of [dana.caller, admin.caller, member.caller]) {
      const page = await caller.recipes.list({});
      expect(page.items.map((r) => r.id)).toEqual([recipes.published.id]);
    }
  });

  it('lists pending, requested and declined recipes: all of them for an admin, only their own for others', async () => {
    const { dana, recipes } = await danaAndHerRecipes();
    const admin = await signedIn(env, 'admin');
    const nina = await signedIn(env, 'nutritionist');
    const ninas = await createRecipe(env.database.db, { userId: nina.user.id, status: 'pending' });

    const ids = async (caller: typeof dana.caller, status: 'pending' | 'requested' | 'declined') =>
      (await caller.recipes.byStatus({ status })).items.map((r) => r.id);
    expect(await ids(admin.caller, 'pending')).toEqual([ninas.id, recipes.pending.id]);
    expect(await ids(admin.caller, 'requested')).toEqual([recipes.requested.id]);
    expect(await ids(dana.caller, 'pending')).toEqual([recipes.pending.id]);
    expect(await ids(dana.caller, 'declined')).toEqual([recipes.declined.id]);
    expect(await ids(nina.caller, 'pending')).toEqual([ninas.id]);
    expect(await ids(nina.caller, 'requested')).toEqual([]);
  });

  it('lists my recipes by name with the recipes the user customised, and nobody else’s', async () => {
    const { db } = env.database;
    const { dana, recipes } = await danaAndHerRecipes();
    const nina = await signedIn(env, 'nutritionist');
    const another = await createRecipe(db, { userId: dana.user.id, name: 'apple crumble', isPrivate: true });
    const customised = await createRecipe(db, {
      userId: dana.user.id,
      name: 'Zucchini slice',
      status: 'requested',
      isCustomized: true,
      customizedById: dana.user.id,
    });
    await createRecipe(db, { userId: nina.user.id, name: 'Nina’s private', isPrivate: true });

    const mine = await dana.caller.recipes.mine();
    expect(mine.items.map((r) => r.name)).toEqual([
      'apple crumble',
      'Dana’s private',
      'Dana’s request',
      'Zucchini slice',
    ]);
    expect(mine.items.map((r) => r.id)).toEqual([
      another.id,
      recipes.private.id,
      recipes.requested.id,
      customised.id,
    ]);
    expect((await nina.caller.recipes.mine()).items.map((r) => r.name)).toEqual(['Nina’s private']);
  });

  it("searches every user's my recipes for an admin, and only their own for anyone else", async () => {
    const { db } = env.database;
    const { dana } = await danaAndHerRecipes();
    const nina = await signedIn(env, 'nutritionist');
    const admin = await signedIn(env, 'admin');
    await createRecipe(db, { userId: nina.user.id, name: 'Nina’s private', isPrivate: true });

    const names = async (caller: typeof dana.caller) =>
      (await caller.recipes.search({ query: 'private', scope: 'private' })).items.map((r) => r.name).sort();
    expect(await names(admin.caller)).toEqual(['Dana’s private', 'Nina’s private']);
    expect(await names(dana.caller)).toEqual(['Dana’s private']);
    expect(await names(nina.caller)).toEqual(['Nina’s private']);
    // The catalogue scope never shows a my recipe, not even to the admin.
    expect((await admin.caller.recipes.search({ query: 'private' })).items).toEqual([]);
  });
});
