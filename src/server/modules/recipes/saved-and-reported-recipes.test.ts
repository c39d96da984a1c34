import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { messages } from '../../../shared/messages.ts';
import { recipeReports, users } from '../../db/schema/index.ts';
import { signedIn, useRecipesTestEnvironment } from './test-support.ts';

const env = useRecipesTestEnvironment();

describe('saved recipes', () => {
  it('saves a recipe once, lists it as saved, and unsaves it', async () => {
    const member = await signedIn(env, 'member');
    const first = await createRecipe(env.database.db, { name: 'Pumpkin soup' });
    const second = await createRecipe(env.database.db, { name: 'Pea soup' });

    const saved = await member.caller.recipes.save({ recipeId: first.id });
    expect(messages[saved.messageKey]).toBe('Recipe saved');
    await member.caller.recipes.save({ recipeId: first.id });
    await member.caller.recipes.save({ recipeId: second.id });
    const list = await member.caller.recipes.saved();
    expect(list.items.map((r) => r.name).sort()).toEqual(['Pea soup', 'Pumpkin soup']);
    expect(list.items.every((r) => r.isSaved)).toBe(true);
    expect((await member.caller.recipes.get({ id: first.id })).isSaved).toBe(true);

    const unsaved = await member.caller.recipes.unsave({ recipeId: first.id });
    expect(messages[unsaved.messageKey]).toBe('Recipe removed from your saved recipes');
    expect((await member.caller.recipes.saved()).items.map((r) => r.name)).toEqual(['Pea soup']);
    expect((await member.caller.recipes.list({})).items.find((r) => r.id === first.id)?.isSaved).toBe(false);
  });

  it('cannot save a recipe out of sight, and drops a saved one that leaves the catalogue from the list', async () => {
    const member = await signedIn(env, 'member');
    const admin = await signedIn(env, 'admin');
    const secret = await createRecipe(env.database.db, { isPrivate: true });
    await expect(member.caller.recipes.save({ recipeId: secret.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `Recipe ${secret.id} does not exist`,
    });
    const recipe = await createRecipe(env.database.db);
    await member.caller.recipes.save({ recipeId: recipe.id });
    await admin.caller.recipes.moveToPending({ id: recipe.id });
    expect((await member.caller.recipes.saved()).items).toEqual([]);
  });
});

describe('recipe reports', () => {
  it('lets anyone report a recipe they can see, and the admin list and close the reports', async () => {
    const member = await signedIn(env, 'member');
    const admin = await signedIn(env, 'admin');
    const recipe = await createRecipe(env.database.db, { name: 'Sushi bowl' });

    const sent = await member.caller.recipes.report({ recipeId: recipe.id, message: '  Rice is missing.  ' });
    expect(messages[sent.messageKey]).toBe('Report sent');
    const pending = await admin.caller.recipes.reports({ status: 'pending' });
    expect(pending).toMatchObject({ total: 1, nextCursor: null });
    expect(pending.items[0]).toMatchObject({
      recipeId: recipe.id,
      recipeName: 'Sushi bowl',
      message: 'Rice is missing.',
      status: 'pending',
      reportedBy: `${member.user.firstName} ${member.user.lastName}`,
      closedAt: null,
    });

    const closed = await admin.caller.recipes.closeReport({ reportId: pending.items[0]!.id });
    expect(messages[closed.messageKey]).toBe('Report closed');
    expect((await admin.caller.recipes.reports({ status: 'pending' })).total).toBe(0);
    const closedList = await admin.caller.recipes.reports({ status: 'closed' });
    expect(closedList.items[0]).toMatchObject({ status: 'closed', closedAt: expect.any(Date) });

    // A reporter whose account is gone leaves the report without a name.
    await env.database.db.delete(users).where(eq(users.id, member.user.id));
    expect((await admin.caller.recipes.reports({ status: 'closed' })).items[0]!.reportedBy).toBeNull();
  });

  it('says a recipe out of sight does not exist, and keeps the reports from everyone but the admins', async () => {
    const member = await signedIn(env, 'member');
    const dana = await signedIn(env, 'dietitian');
    const secret = await createRecipe(env.database.db, { isPrivate: true });
    await expect(member.caller.recipes.report({ recipeId: secret.id, message: 'Hm' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await env.database.db.$count(recipeReports)).toBe(0);
    await expect(dana.caller.recipes.reports({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(dana.caller.recipes.closeReport({ reportId: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
