import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import type { Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { renderStoredMail } from '../../integrations/mail/templates.ts';
import { recipeRow, signedIn, useRecipesTestEnvironment } from './test-support.ts';

const env = useRecipesTestEnvironment();

const STALE = { code: 'CONFLICT', message: messages.recipeStatusChanged };

async function mails() {
  const rows = await env.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
  return rows.map((row) => {
    const rendered = renderStoredMail(row.template, row.data, { appUrl: env.services.config.appUrl });
    return {
      to: row.to,
      template: row.template,
      subject: row.subject,
      text: rendered.ok ? rendered.mail.text : '',
    };
  });
}

describe('recipes.approve', () => {
  it.each<[Role, boolean]>([
    ['dietitian', true],
    ['nutritionist', true],
    ['naturopath', true],
    ['personal_trainer', false],
    ['member', false],
  ])('publishes a pending recipe of a %s (mailed: %s)', async (role, mailed) => {
    const admin = await signedIn(env, 'admin');
    const owner = await signedIn(env, role);
    const recipe = await createRecipe(env.database.db, {
      userId: owner.user.id,
      status: 'pending',
      name: 'Beetroot dip',
    });
    const result = await admin.caller.recipes.approve({ id: recipe.id });
    expect(messages[result.messageKey]).toBe('Recipe status updated to published');
    const row = (await recipeRow(env, recipe.id))!;
    expect(row.status).toBe('published');
    expect(row.updatedAt.getTime()).toBeGreaterThan(recipe.updatedAt.getTime());

    const sent = await mails();
    if (!mailed) {
      expect(sent).toEqual([]);
      return;
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: owner.user.email,
      template: 'recipeApproved',
      subject: 'Recipe approved: Beetroot dip',
    });
    expect(sent[0]!.text).toContain(`http://app.test/recipes/${recipe.id}`);
  });

  it('changes nothing and mails nobody when the recipe is already published', async () => {
    const admin = await signedIn(env, 'admin');
    const owner = await signedIn(env, 'dietitian');
    const recipe = await createRecipe(env.database.db, { userId: owner.user.id });
    await expect(admin.caller.recipes.approve({ id: recipe.id })).resolves.toEqual({
      messageKey: 'recipePublished',
    });
    expect((await recipeRow(env, recipe.id))!.updatedAt).toEqual(recipe.updatedAt);
    expect(await mails()).toEqual([]);
  });

  it('publishes a declined customisation as the acting admin’s own recipe', async () => {
    const admin = await signedIn(env, 'admin');
    const nina = await signedIn(env, 'nutritionist');
    const recipe = await createRecipe(env.database.db, {
      userId: nina.user.id,
      status: 'declined',
      isCustomized: true,
      customizedById: nina.user.id,
    });
    await admin.caller.recipes.approve({ id: recipe.id });
    expect(await recipeRow(env, recipe.id)).toMatchObject({
      status: 'published',
      userId: admin.user.id,
      isCustomized: false,
      customizedById: nina.user.id,
    });
    expect(await mails()).toEqual([]);
  });

  it('refuses to publish a customisation request before it is accepted', async () => {
    const admin = await signedIn(env, 'admin');
    const recipe = await createRecipe(env.database.db, { status: 'requested', isCustomized: true });
    await expect(admin.caller.recipes.approve({ id: recipe.id })).rejects.toMatchObject(STALE);
    expect((await recipeRow(env, recipe.id))!.status).toBe('requested');
  });

  it('is the admins’ alone: an owner cannot approve their own recipe', async () => {
    const dana = await signedIn(env, 'dietitian');
    const recipe = await createRecipe(env.database.db, { userId: dana.user.id, status: 'pending' });
    await expect(dana.caller.recipes.approve({ id: recipe.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await recipeRow(env, recipe.id))!.status).toBe('pending');
  });
});

describe('recipes.moveToPending, acceptCustomization and decline', () => {
  it('moves a published recipe back to pending, out of the catalogue', async () => {
    const admin = await signedIn(env, 'admin');
    const member = await signedIn(env, 'member');
    const recipe = await createRecipe(env.database.db);
    const result = await admin.caller.recipes.moveToPending({ id: recipe.id });
    expect(messages[result.messageKey]).toBe('Status moved to pending');
    expect((await recipeRow(env, recipe.id))!.status).toBe('pending');
    expect((await member.caller.recipes.list({})).items).toEqual([]);
  });

  it('never moves a my recipe out of published', async () => {
    const admin = await signedIn(env, 'admin');
    const recipe = await createRecipe(env.database.db, { isPrivate: true });
    await expect(admin.caller.recipes.moveToPending({ id: recipe.id })).rejects.toMatchObject(STALE);
    await expect(admin.caller.recipes.decline({ id: recipe.id })).rejects.toMatchObject(STALE);
    expect((await recipeRow(env, recipe.id))!.status).toBe('published');
  });

  it('accepts a customisation: requested to pending, no longer a customisation', async () => {
    const admin = await signedIn(env, 'admin');
    const recipe = await createRecipe(env.database.db, { status: 'requested', isCustomized: true });
    const result = await admin.caller.recipes.acceptCustomization({ id: recipe.id });
    expect(messages[result.messageKey]).toBe('Recipe status updated to pending. Thank you');
    expect(await recipeRow(env, recipe.id)).toMatchObject({ status: 'pending', isCustomized: false });
    // Then it is approved like any pending recipe.
    await admin.caller.recipes.approve({ id: recipe.id });
    expect((await recipeRow(env, recipe.id))!.status).toBe('published');
  });

  it('declines a customisation, and refuses to decline what is not a request', async () => {
    const admin = await signedIn(env, 'admin');
    const request = await createRecipe(env.database.db, { status: 'requested', isCustomized: true });
    const result = await admin.caller.recipes.decline({ id: request.id });
    expect(messages[result.messageKey]).toBe('Request has been Declined');
    expect((await recipeRow(env, request.id))!.status).toBe('declined');
    await expect(admin.caller.recipes.decline({ id: request.id })).resolves.toEqual({
      messageKey: 'requestDeclined',
    });

    const pending = await createRecipe(env.database.db, { status: 'pending' });
    await expect(admin.caller.recipes.decline({ id: pending.id })).rejects.toMatchObject(STALE);
    await expect(admin.caller.recipes.acceptCustomization({ id: pending.id })).resolves.toMatchObject({
      messageKey: 'recipePendingThanks',
    });
    const published = await createRecipe(env.database.db);
    await expect(admin.caller.recipes.acceptCustomization({ id: published.id })).rejects.toMatchObject(STALE);
  });
});

describe('recipe comments', () => {
  it('lets an admin comment, and the owner tick the comment off; nobody else sees or ticks it', async () => {
    const admin = await signedIn(env, 'admin');
    const dana = await signedIn(env, 'dietitian');
    const nina = await signedIn(env, 'nutritionist');
    const recipe = await createRecipe(env.database.db, { userId: dana.user.id, status: 'pending' });

    const { id: commentId } = await admin.caller.recipes.addComment({
      recipeId: recipe.id,
      text: '  Please add the oven temperature.  ',
    });
    await expect(
      dana.caller.recipes.addComment({ recipeId: recipe.id, text: 'Me too' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await dana.caller.recipes.get({ id: recipe.id })).comments).toMatchObject([
      { id: commentId, text: 'Please add the oven temperature.', done: false },
    ]);

    await expect(nina.caller.recipes.setCommentDone({ commentId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const result = await dana.caller.recipes.setCommentDone({ commentId });
    expect(messages[result.messageKey]).toBe('Recipe updated');
    expect((await admin.caller.recipes.get({ id: recipe.id })).comments[0]!.done).toBe(true);
    await admin.caller.recipes.setCommentDone({ commentId, done: false });
    expect((await dana.caller.recipes.get({ id: recipe.id })).comments[0]!.done).toBe(false);
  });
});
