import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { createMealPlan } from '../../../../tests/factories/meal-plans.ts';
import { createRecipe } from '../../../../tests/factories/recipes.ts';
import { signedIn as signedInAs, useTestEnvironment } from '../../../../tests/support/test-environment.ts';
import { marketplaceListings } from '../../db/schema/index.ts';

/** A plan an admin took down stays down until an admin restores it (decision 059's section on listings). */
const env = useTestEnvironment();
const db = () => env.database.db;
const signedIn = (role: Role) => signedInAs(env, role, { mealSlots: -1 });

async function takenDown() {
  const owner = await signedIn('dietitian');
  const soup = await createRecipe(db(), { name: 'Lentil soup', tags: ['Lunch'] });
  const plan = await createMealPlan(db(), owner.user, { name: 'Source plan' }, [{ recipe: soup }]);
  const { id: listingId } = await owner.caller.marketplace.add({
    planId: plan.id,
    name: 'Reported week',
    description: 'Days of soup',
  });
  const admin = await signedIn('admin');
  await admin.caller.marketplace.moderate({ listingId });
  return { owner, plan, listingId, admin };
}

const listedOf = (planId: string) =>
  db().$count(
    marketplaceListings,
    and(eq(marketplaceListings.sourcePlanId, planId), eq(marketplaceListings.status, 'listed')),
  );

describe('a listing an admin took down', () => {
  it('cannot be added again by its owner: refused with a clear message, and nothing is listed', async () => {
    const { owner, plan } = await takenDown();
    const before = await db().$count(marketplaceListings);
    await expect(
      owner.caller.marketplace.add({ planId: plan.id, name: 'Back again', description: '' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: messages.listingTakenDown });
    expect(await listedOf(plan.id)).toBe(0);
    expect(await db().$count(marketplaceListings)).toBe(before);
    expect((await owner.caller.marketplace.search({})).items).toEqual([]);
    expect((await owner.caller.marketplace.mine()).map((l) => l.status)).toEqual(['removed']);
  });

  it('is listed again, as it was, once an admin restores it; the owner then manages it as before', async () => {
    const { owner, plan, listingId, admin } = await takenDown();
    const down = await admin.caller.marketplace.takenDown();
    expect(down).toMatchObject([{ id: listingId, name: 'Reported week', removedAt: expect.any(Date) }]);
    expect(down[0]!.ownerName).toMatch(/\S/);

    expect(messages[(await admin.caller.marketplace.restore({ listingId })).messageKey]).toBe(
      messages.listingRestored,
    );
    expect(await listedOf(plan.id)).toBe(1);
    const browser = await signedIn('member');
    expect((await browser.caller.marketplace.search({})).items.map((l) => l.id)).toEqual([listingId]);
    expect(await admin.caller.marketplace.takenDown()).toEqual([]);
    await expect(
      owner.caller.marketplace.add({ planId: plan.id, name: 'Twice', description: '' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: messages.alreadyInMarketplace });
    // Restored, the plan is the owner's to take off and list again.
    await owner.caller.marketplace.remove({ id: plan.id });
    await owner.caller.marketplace.add({ planId: plan.id, name: 'Week two', description: '' });
    expect(await listedOf(plan.id)).toBe(1);
  });

  it('only an admin restores, and only a taken-down listing; restored twice at once it is listed once', async () => {
    const { owner, listingId, admin } = await takenDown();
    await expect(owner.caller.marketplace.restore({ listingId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(owner.caller.marketplace.takenDown()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const results = await Promise.allSettled([
      admin.caller.marketplace.restore({ listingId }),
      admin.caller.marketplace.restore({ listingId }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'NOT_FOUND' } });
    await expect(
      admin.caller.marketplace.restore({ listingId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
