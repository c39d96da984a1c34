import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { messages } from '../../../shared/messages.ts';
import { recipeComments, savedRecipes, uploads } from '../../db/schema/index.ts';
import { variantKeys } from '../../integrations/storage/keys.ts';
import { recipePhotoUpload, recipeRow, signedIn, useRecipesTestEnvironment } from './test-support.ts';

const env = useRecipesTestEnvironment();

/** The photo and its three resized copies, as the thumbnails job leaves them. */
async function photoWithCopies(userId: string) {
  const key = await recipePhotoUpload(env, userId);
  const copies = Object.values(variantKeys(key));
  for (const copy of copies) await env.services.storage.put(copy, Buffer.from('webp'), 'image/webp');
  return { key, all: [key, ...copies] };
}

async function stored(keys: readonly string[]) {
  const found = await Promise.all(keys.map((key) => env.services.storage.get(key)));
  return found.filter((object) => object !== null).length;
}

describe('recipes.delete', () => {
  it('lets the owner delete their recipe with its photo, the photo’s copies and everything hanging off it', async () => {
    const dana = await signedIn(env, 'dietitian');
    const member = await signedIn(env, 'member');
    const photo = await photoWithCopies(dana.user.id);
    const recipe = await createRecipe(env.database.db, { userId: dana.user.id, photoKey: photo.key });
    await env.database.db.insert(recipeComments).values({ recipeId: recipe.id, text: 'Fine' });
    await member.caller.recipes.save({ recipeId: recipe.id });
    expect(await stored(photo.all)).toBe(4);

    const result = await dana.caller.recipes.delete({ id: recipe.id });
    expect(messages[result.messageKey]).toBe('Recipe successfully deleted.');
    expect(await recipeRow(env, recipe.id)).toBeUndefined();
    expect(await env.database.db.$count(savedRecipes)).toBe(0);
    expect(await env.database.db.$count(uploads, eq(uploads.key, photo.key))).toBe(0);
    expect(await stored(photo.all)).toBe(0);
  });

  it('says "Custom Recipe deleted" for a customised copy, and keeps the photo its original still shows', async () => {
    const dana = await signedIn(env, 'dietitian');
    const nina = await signedIn(env, 'nutritionist');
    const photo = await photoWithCopies(dana.user.id);
    const original = await createRecipe(env.database.db, { userId: dana.user.id, photoKey: photo.key });
    const copy = await createRecipe(env.database.db, {
      userId: nina.user.id,
      status: 'requested',
      isCustomized: true,
      customizedById: nina.user.id,
      oldId: original.id,
      photoKey: photo.key,
    });
    const result = await nina.caller.recipes.delete({ id: copy.id });
    expect(messages[result.messageKey]).toBe('Custom Recipe deleted');
    expect(await stored(photo.all)).toBe(4);
    expect(await env.database.db.$count(uploads, eq(uploads.key, photo.key))).toBe(1);

    // Once the original goes too, so does the photo.
    await dana.caller.recipes.delete({ id: original.id });
    expect(await stored(photo.all)).toBe(0);
  });

  it("refuses another user's published recipe, hides their private one, and lets an admin delete any", async () => {
    const dana = await signedIn(env, 'dietitian');
    const nina = await signedIn(env, 'nutritionist');
    const admin = await signedIn(env, 'admin');
    const published = await createRecipe(env.database.db, { userId: dana.user.id });
    const secret = await createRecipe(env.database.db, { userId: dana.user.id, isPrivate: true });
    await expect(nina.caller.recipes.delete({ id: published.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(nina.caller.recipes.delete({ id: secret.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `Recipe ${secret.id} does not exist`,
    });
    expect(await recipeRow(env, published.id)).toBeDefined();
    await expect(admin.caller.recipes.delete({ id: secret.id })).resolves.toEqual({
      messageKey: 'recipeDeleted',
    });
    expect(await recipeRow(env, secret.id)).toBeUndefined();
  });
});
