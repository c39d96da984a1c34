import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { foodCategories, foodPortions, foods, mailOutbox, settings } from '../../db/schema/index.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { renderStoredMail } from '../../integrations/mail/templates.ts';
import { foodInput, signedIn, useFoodsTestEnvironment } from './test-support.ts';

const env = useFoodsTestEnvironment();

async function foodRow(id: string) {
  const [row] = await env.database.db.select().from(foods).where(eq(foods.id, id));
  return row!;
}

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

const TWO_PORTIONS = [
  { name: 'Slice', unit: 'slice', weight: 35 },
  { name: 'Half loaf', unit: '', weight: 400 },
];

describe('foods.create', () => {
  it("keeps a professional's food pending as Custom, and mails them and the notification recipient", async () => {
    await env.database.db
      .insert(settings)
      .values({ id: 1, notificationRecipientEmail: 'foods@clinic.test', notificationRecipientName: 'Fran' });
    const dana = await signedIn(env, 'dietitian');
    const result = await dana.caller.foods.create(
      foodInput({
        name: 'Sourdough, spelt',
        alternateWords: 'spelt bread, dinkel',
        portions: TWO_PORTIONS,
        defaultMeasurement: 'slice',
        defaultWeight: 2,
      }),
    );
    expect(messages[result.messageKey]).toBe('Food saved');

    expect(await foodRow(result.id)).toMatchObject({
      name: 'Sourdough, spelt',
      status: 'pending',
      src: 'Custom',
      createdBy: dana.user.id,
      alternateWords: 'spelt bread, dinkel',
      defaultMeasurement: 'Slice',
      defaultWeight: 2,
      energyKj: 1000,
      sodium: 100,
      energyOutlier: false,
    });
    const food = await dana.caller.foods.get({ id: result.id });
    expect(food.portions.map(({ name, unit, weight }) => ({ name, unit, weight }))).toEqual(TWO_PORTIONS);

    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent).toContainEqual(
      expect.objectContaining({
        to: dana.user.email,
        template: 'foodSubmitted',
        subject: 'Food submitted: Sourdough, spelt',
      }),
    );
    const notice = sent.find((mail) => mail.template === 'notify')!;
    expect(notice).toMatchObject({
      to: 'foods@clinic.test',
      subject: 'New food to review: Sourdough, spelt',
    });
    expect(notice.text).toContain('Hi Fran,');
    expect(notice.text).toContain(`${dana.user.firstName} ${dana.user.lastName} (Dietitian) added the food`);
    expect(notice.text).toContain('http://app.test/foods');
  });

  it('mails only the professional when no notification recipient is set', async () => {
    const nina = await signedIn(env, 'nutritionist');
    await nina.caller.foods.create(foodInput());
    expect((await mails()).map((mail) => mail.template)).toEqual(['foodSubmitted']);
  });

  it("publishes the admin's food at once, and mails nobody", async () => {
    await env.database.db.insert(settings).values({ id: 1, notificationRecipientEmail: 'foods@clinic.test' });
    const admin = await signedIn(env, 'admin');
    const { id } = await admin.caller.foods.create(foodInput({ name: 'Kangaroo fillet' }));
    expect(await foodRow(id)).toMatchObject({ status: 'published', src: 'Custom', createdBy: admin.user.id });
    expect(await mails()).toEqual([]);
  });

  it('flags energy far from what the macros imply, and clears the flag once corrected', async () => {
    const admin = await signedIn(env, 'admin');
    const nutrients = foodInput().nutrients;
    const { id } = await admin.caller.foods.create(
      foodInput({ nutrients: { ...nutrients, energyKj: 3000 } }),
    );
    expect((await foodRow(id)).energyOutlier).toBe(true);
    expect((await admin.caller.foods.get({ id })).energyOutlier).toBe(true);
    await admin.caller.foods.update({ id, ...foodInput({ nutrients }) });
    expect((await foodRow(id)).energyOutlier).toBe(false);
  });

  it('stores unknown nutrients as unknown, not zero', async () => {
    const admin = await signedIn(env, 'admin');
    const nutrients = { ...foodInput().nutrients, sugars: null, fibre: null };
    const { id } = await admin.caller.foods.create(foodInput({ nutrients }));
    expect((await admin.caller.foods.get({ id })).nutrients).toEqual(nutrients);
  });

  it('names the field that is wrong: a duplicate portion, a default measurement that is not a portion', async () => {
    const admin = await signedIn(env, 'admin');
    const bad = foodInput({
      name: ' ',
      portions: [
        { name: 'cup', unit: '', weight: 250 },
        { name: 'Cup', unit: '', weight: 240 },
      ],
      defaultMeasurement: 'bowl',
    });
    await expect(admin.caller.foods.create(bad)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: {
        issues: expect.arrayContaining([
          expect.objectContaining({ path: ['name'], message: 'Enter the food name.' }),
          expect.objectContaining({
            path: ['portions', 1, 'name'],
            message: 'Each portion needs its own name.',
          }),
          expect.objectContaining({ path: ['defaultMeasurement'] }),
        ]),
      },
    });
    expect(await env.database.db.$count(foods)).toBe(0);
  });

  it('refuses a category that does not exist, and keeps one that does', async () => {
    const admin = await signedIn(env, 'admin');
    await expect(
      admin.caller.foods.create(foodInput({ categoryId: crypto.randomUUID() })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: messages.categoryNotFound });
    const [bakery] = await env.database.db.insert(foodCategories).values({ name: 'Bakery' }).returning();
    const { id } = await admin.caller.foods.create(foodInput({ categoryId: bakery!.id }));
    expect(await admin.caller.foods.get({ id })).toMatchObject({
      categoryId: bakery!.id,
      categoryName: 'Bakery',
    });
  });
});

describe('foods.update', () => {
  it('keeps the id of a portion whose name stays, adds new ones and removes the rest, in the order given', async () => {
    const admin = await signedIn(env, 'admin');
    const { id } = await admin.caller.foods.create(foodInput({ portions: TWO_PORTIONS }));
    const before = await admin.caller.foods.get({ id });
    const slice = before.portions.find((p) => p.name === 'Slice')!;

    await admin.caller.foods.update({
      id,
      ...foodInput({
        name: 'Sourdough',
        portions: [
          { name: 'Roll', unit: 'roll', weight: 60 },
          { name: 'slice', unit: 'thin slice', weight: 30 },
        ],
        defaultMeasurement: 'roll',
        defaultWeight: 1,
      }),
    });
    const after = await admin.caller.foods.get({ id });
    expect(after).toMatchObject({ name: 'Sourdough', defaultMeasurement: 'Roll', status: 'published' });
    expect(after.portions.map(({ name, unit, weight }) => ({ name, unit, weight }))).toEqual([
      { name: 'Roll', unit: 'roll', weight: 60 },
      { name: 'slice', unit: 'thin slice', weight: 30 },
    ]);
    expect(after.portions[1]!.id).toBe(slice.id);
    expect(await env.database.db.$count(foodPortions, eq(foodPortions.foodId, id))).toBe(2);
  });

  it('has the recipes that use a renamed food found by its new name', async () => {
    const admin = await signedIn(env, 'admin');
    const { id } = await admin.caller.foods.create(foodInput({ name: 'Garbanzo beans' }));
    const [food] = await env.database.db.select().from(foods).where(eq(foods.id, id));
    await createRecipe(env.database.db, { name: 'Spiced bowl' }, [{ food: food!, quantity: 100 }]);
    const found = async (query: string) =>
      (await admin.caller.recipes.search({ query })).items.map((recipe) => recipe.name);
    expect(await found('garbanzo')).toEqual(['Spiced bowl']);

    await admin.caller.foods.update({ id, ...foodInput({ name: 'Chickpeas' }) });
    expect(await found('chickpeas')).toEqual(['Spiced bowl']);
    expect(await found('garbanzo')).toEqual([]);
  });

  it('sends no second submission mail when a professional edits their pending food', async () => {
    const dana = await signedIn(env, 'dietitian');
    const { id } = await dana.caller.foods.create(foodInput());
    await dana.caller.foods.update({ id, ...foodInput({ name: 'Renamed' }) });
    expect((await mails()).map((mail) => mail.template)).toEqual(['foodSubmitted']);
  });
});
