import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Plan, PlanInput } from '../../../shared/schemas/billing.ts';
import { AppError, notFound } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { pricingPlanPrices, pricingPlans, type PricingPlanRow } from '../../db/schema/index.ts';
import { maybeStripe, STRIPE_APP_TAG } from '../../integrations/stripe/client.ts';

export interface PricingContext {
  db: Database;
  config: Config;
  actor: { id: string };
}

export function toPlan(row: PricingPlanRow, configured: boolean): Plan {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    recurring: row.recurring,
    priceCents: row.priceCents,
    currency: row.currency,
    downloads: row.downloads,
    meals: row.meals,
    tier: row.tier,
    active: row.active,
    order: row.order,
    purchasable: configured && row.active,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** SPEC §7 "plans (pricing): list by order". `activeOnly` for the Subscription screen. */
export async function listPlans(db: Database, config: Config, activeOnly = false): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(pricingPlans)
    .where(activeOnly ? eq(pricingPlans.active, true) : undefined)
    .orderBy(asc(pricingPlans.order), asc(pricingPlans.createdAt));
  return rows.map((r) => toPlan(r, config.stripe.secretKey !== undefined));
}

export async function findPlan(db: Database, planId: string): Promise<PricingPlanRow> {
  const [row] = await db.select().from(pricingPlans).where(eq(pricingPlans.id, planId));
  if (!row) throw notFound('planNotFound');
  return row;
}

/** Metadata of a plan's Stripe product and price: `app`, and `stamp`/`token` for one-off tokens (SPEC §3). */
function metadataOf(plan: { id: string; kind: string }): Record<string, string> {
  return {
    app: STRIPE_APP_TAG,
    planId: plan.id,
    ...(plan.kind === 'token' ? { token: 'true', stamp: 'true' } : {}),
  };
}

async function createStripePrice(
  stripe: Stripe,
  productId: string,
  plan: { id: string; kind: string; priceCents: number; currency: string; recurring: string | null },
): Promise<string> {
  const price = await stripe.prices.create({
    product: productId,
    unit_amount: plan.priceCents,
    currency: plan.currency,
    ...(plan.recurring ? { recurring: { interval: plan.recurring === 'yearly' ? 'year' : 'month' } } : {}),
    metadata: metadataOf(plan),
  });
  return price.id;
}

/**
 * Brings the plan's Stripe product and price in step with the row (made when missing; a new price when the
 * amount, currency or interval changed, the old one deactivated) and stores their ids. Does nothing
 * without STRIPE_SECRET_KEY: a plan saved then is put in step the next time it is saved or bought.
 */
export async function syncPlanToStripe(
  db: Database,
  config: Config,
  row: PricingPlanRow,
  previous?: PricingPlanRow,
): Promise<PricingPlanRow> {
  const stripe = await maybeStripe(config);
  if (!stripe) return row;
  const metadata = metadataOf(row);
  let productId = row.stripeProductId;
  if (productId) {
    await stripe.products.update(productId, { name: row.title, active: row.active, metadata });
  } else {
    productId = (await stripe.products.create({ name: row.title, active: row.active, metadata })).id;
  }
  let priceId = row.stripePriceId;
  const priceChanged =
    previous !== undefined &&
    (previous.priceCents !== row.priceCents ||
      previous.currency !== row.currency ||
      previous.recurring !== row.recurring);
  if (!priceId || priceChanged) {
    const oldPriceId = priceId;
    priceId = await createStripePrice(stripe, productId, row);
    if (oldPriceId) {
      await stripe.prices.update(oldPriceId, { active: false });
      await db
        .insert(pricingPlanPrices)
        .values({ stripePriceId: oldPriceId, planId: row.id })
        .onConflictDoNothing();
    }
  } else {
    await stripe.prices.update(priceId, { active: row.active, metadata });
  }
  const [updated] = await db
    .update(pricingPlans)
    .set({ stripeProductId: productId, stripePriceId: priceId })
    .where(eq(pricingPlans.id, row.id))
    .returning();
  return updated!;
}

/** "Plan created": last in the order. */
export async function createPlan(ctx: PricingContext, input: PlanInput): Promise<Plan> {
  const [{ next } = { next: 0 }] = await ctx.db
    .select({ next: sql<number>`coalesce(max(${pricingPlans.order}) + 1, 0)::int` })
    .from(pricingPlans);
  const [row] = await ctx.db
    .insert(pricingPlans)
    .values({ id: randomUUID(), ...input, order: next, createdBy: ctx.actor.id })
    .returning();
  try {
    return toPlan(
      await syncPlanToStripe(ctx.db, ctx.config, row!),
      ctx.config.stripe.secretKey !== undefined,
    );
  } catch (err) {
    // A plan Stripe refused is not sold: nothing is left half made.
    await ctx.db.delete(pricingPlans).where(eq(pricingPlans.id, row!.id));
    throw err;
  }
}

/** "Plan updated". The kind of a plan is fixed once made: Stripe cannot turn a one-off price recurring. */
export async function updatePlan(ctx: PricingContext, planId: string, input: PlanInput): Promise<Plan> {
  const previous = await findPlan(ctx.db, planId);
  if (previous.kind !== input.kind) throw new AppError('BAD_REQUEST', 'planNotAvailable');
  const [row] = await ctx.db
    .update(pricingPlans)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(pricingPlans.id, planId))
    .returning();
  return toPlan(
    await syncPlanToStripe(ctx.db, ctx.config, row!, previous),
    ctx.config.stripe.secretKey !== undefined,
  );
}

/** "Plan status updated". */
export async function setPlanActive(ctx: PricingContext, planId: string, active: boolean): Promise<void> {
  await findPlan(ctx.db, planId);
  const [row] = await ctx.db
    .update(pricingPlans)
    .set({ active, updatedAt: new Date() })
    .where(eq(pricingPlans.id, planId))
    .returning();
  await syncPlanToStripe(ctx.db, ctx.config, row!);
}

/**
 * "Plan successfully deleted". Stripe keeps products that have prices, so the product and its price are
 * archived there; subscriptions on it go on until cancelled and keep their history.
 */
export async function deletePlan(ctx: PricingContext, planId: string): Promise<void> {
  const row = await findPlan(ctx.db, planId);
  const stripe = await maybeStripe(ctx.config);
  if (stripe && row.stripeProductId) {
    if (row.stripePriceId) await stripe.prices.update(row.stripePriceId, { active: false });
    await stripe.products.update(row.stripeProductId, { active: false });
  }
  await ctx.db.delete(pricingPlans).where(eq(pricingPlans.id, planId));
}

/** "Plan sorting successful": the ids in their new order, every plan exactly once. */
export async function reorderPlans(db: Database, planIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: pricingPlans.id }).from(pricingPlans).for('update');
    const known = new Set(rows.map((r) => r.id));
    const unique = new Set(planIds);
    if (unique.size !== planIds.length || unique.size !== known.size || planIds.some((id) => !known.has(id)))
      throw new AppError('CONFLICT', 'planOrderMismatch');
    const now = new Date();
    for (const [order, id] of planIds.entries())
      await tx.update(pricingPlans).set({ order, updatedAt: now }).where(eq(pricingPlans.id, id));
  });
}

/** The plan a Stripe price belongs to, its current price or an earlier one. */
export async function planOfPrice(db: Database, priceId: string | null): Promise<PricingPlanRow | null> {
  if (!priceId) return null;
  const [current] = await db.select().from(pricingPlans).where(eq(pricingPlans.stripePriceId, priceId));
  if (current) return current;
  const [old] = await db
    .select({ planId: pricingPlanPrices.planId })
    .from(pricingPlanPrices)
    .where(eq(pricingPlanPrices.stripePriceId, priceId));
  if (!old) return null;
  const [row] = await db
    .select()
    .from(pricingPlans)
    .where(inArray(pricingPlans.id, [old.planId]));
  return row ?? null;
}
