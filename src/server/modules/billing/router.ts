/**
 * Billing: Pricing (admin) and Subscription (members and professionals). The contract the screens code to:
 *
 *   pricing.list()                         -> Plan[] (all, in order)                         admin
 *   pricing.create(PlanInput)              -> { plan, messageKey: 'planCreated' }
 *   pricing.update({ planId, plan })       -> { plan, messageKey: 'planUpdated' }
 *   pricing.delete({ planId })             -> { messageKey: 'planDeleted' }
 *   pricing.setActive({ planId, active })  -> { messageKey: 'planStatusUpdated' }
 *   pricing.reorder({ planIds })           -> { messageKey: 'planSortingSuccessful' }  (every id, new order)
 *
 *   billing.mySubscription()               -> MySubscription (configured false: say "not set up")
 *   billing.invoices()                     -> Invoice[] (newest first, pdfUrl)                 subscribers
 *   billing.cards()                        -> Card[]
 *   billing.startCheckout({ planId })      -> { url }: send the browser there (Stripe Checkout)
 *   billing.buyToken({ planId, mealPlanId? }) -> { url }: one-off, back to /meal-plans?request=...
 *   billing.portal()                       -> { url }: Stripe's billing portal, back to /subscription
 *   billing.changePlan({ planId })         -> { messageKey: 'subscriptionUpdated' }: reload after 4.5 s
 *   billing.cancel()                       -> { messageKey: 'subscriptionCancelled', subscriptionEndDate }:
 *                                              reload after 1.5 s
 *
 *   members.credits({ userId })            -> { mealSlots, downloadCredits }                   admin
 *   members.grantCredits({ userId, mealSlots?, downloadCredits? }) -> the new values (set to, -1 unlimited)
 *
 * Without STRIPE_SECRET_KEY every billing procedure that needs Stripe fails with messageKey
 * 'paymentNotSetUp'; mySubscription, invoices and cards still answer (configured: false, empty lists).
 * Errors carry messageKey: planNotFound, planNotAvailable, planOrderMismatch, noSubscription,
 * alreadySubscribed, noMealPlan. Credit history is users.creditHistory.
 */
import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZBuyTokenInput,
  ZCancelResult,
  ZCard,
  ZChangePlanInput,
  ZCheckoutInput,
  ZInvoice,
  ZMySubscription,
  ZPlan,
  ZPlanIdInput,
  ZPlanInput,
  ZPlanReorderInput,
  ZPlanSetActiveInput,
  ZPlanUpdateInput,
  ZRedirect,
} from '../../../shared/schemas/billing.ts';
import { stripeConfigured } from '../../integrations/stripe/client.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { createPlan, deletePlan, listPlans, reorderPlans, setPlanActive, updatePlan } from './pricing.ts';
import {
  buyToken,
  cancelSubscription,
  changePlan,
  listCards,
  listInvoices,
  mySubscription,
  openPortal,
  startCheckout,
} from './subscription.ts';

const admin = procedureFor(access.pricing);
const subscriber = procedureFor(access.subscription);

export const pricingRouter = router({
  list: admin.output(z.array(ZPlan)).query(({ ctx }) => listPlans(ctx.db, ctx.config)),

  create: admin
    .input(ZPlanInput)
    .output(z.object({ plan: ZPlan, messageKey: z.literal('planCreated') }))
    .mutation(async ({ ctx, input }) => ({
      plan: await createPlan(ctx, input),
      messageKey: 'planCreated' as const,
    })),

  update: admin
    .input(ZPlanUpdateInput)
    .output(z.object({ plan: ZPlan, messageKey: z.literal('planUpdated') }))
    .mutation(async ({ ctx, input }) => ({
      plan: await updatePlan(ctx, input.planId, input.plan),
      messageKey: 'planUpdated' as const,
    })),

  delete: admin
    .input(ZPlanIdInput)
    .output(z.object({ messageKey: z.literal('planDeleted') }))
    .mutation(async ({ ctx, input }) => {
      await deletePlan(ctx, input.planId);
      return { messageKey: 'planDeleted' as const };
    }),

  setActive: admin
    .input(ZPlanSetActiveInput)
    .output(z.object({ messageKey: z.literal('planStatusUpdated') }))
    .mutation(async ({ ctx, input }) => {
      await setPlanActive(ctx, input.planId, input.active);
      return { messageKey: 'planStatusUpdated' as const };
    }),

  reorder: admin
    .input(ZPlanReorderInput)
    .output(z.object({ messageKey: z.literal('planSortingSuccessful') }))
    .mutation(async ({ ctx, input }) => {
      await reorderPlans(ctx.db, input.planIds);
      return { messageKey: 'planSortingSuccessful' as const };
    }),
});

export const billingRouter = router({
  mySubscription: subscriber.output(ZMySubscription).query(({ ctx }) => mySubscription(ctx)),

  invoices: subscriber
    .output(z.array(ZInvoice))
    .query(({ ctx }) => (stripeConfigured(ctx.config) ? listInvoices(ctx) : [])),

  cards: subscriber
    .output(z.array(ZCard))
    .query(({ ctx }) => (stripeConfigured(ctx.config) ? listCards(ctx) : [])),

  startCheckout: subscriber
    .input(ZCheckoutInput)
    .output(ZRedirect)
    .mutation(({ ctx, input }) => startCheckout(ctx, input.planId)),

  buyToken: subscriber
    .input(ZBuyTokenInput)
    .output(ZRedirect)
    .mutation(({ ctx, input }) => buyToken(ctx, input.planId, input.mealPlanId)),

  portal: subscriber.output(ZRedirect).mutation(({ ctx }) => openPortal(ctx)),

  changePlan: subscriber
    .input(ZChangePlanInput)
    .output(z.object({ messageKey: z.literal('subscriptionUpdated') }))
    .mutation(async ({ ctx, input }) => {
      await changePlan(ctx, input.planId);
      return { messageKey: 'subscriptionUpdated' as const };
    }),

  cancel: subscriber.output(ZCancelResult).mutation(async ({ ctx }) => ({
    ...(await cancelSubscription(ctx)),
    messageKey: 'subscriptionCancelled' as const,
  })),
});
