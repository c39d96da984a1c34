import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import { CircleCheck, CircleX, CreditCard, ExternalLink, FileText, Info } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PROFESSIONALS } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import {
  FREE_TRIAL_DAYS,
  RELOAD_AFTER_CANCEL_MS,
  RELOAD_AFTER_UPDATE_MS,
  type MySubscription,
  type Plan,
  type Subscription,
} from '../../../shared/schemas/billing.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { Loading, Skeleton, Skeletons } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { countLabel, formatMoney, grantLines, priceWithPeriod, statusLabel } from './plan-text.ts';
import { toastCallbacks } from '../../components/mutation-toasts.ts';
import { ConfirmDialog } from '../../components/dialogs.tsx';

/** How often, and how long, the page asks again after Checkout until the provider's webhook has landed. */
const AFTER_CHECKOUT_POLL_MS = 2_000;
const AFTER_CHECKOUT_POLL_FOR_MS = 60_000;

/** Statuses a plan change or a cancel acts on (the server's running subscription). */
const RUNNING = new Set(['active', 'trialing', 'past_due']);

type CheckoutReturn = 'success' | 'cancelled' | null;

/**
 * ?checkout=success|cancelled, as Checkout sends the browser back: read once and taken out of the address,
 * so a later reload (after a plan change or a cancel) does not show the notice again.
 */
function useCheckoutReturn(): [CheckoutReturn, () => void] {
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState<CheckoutReturn>(() => {
    const value = params.get('checkout');
    return value === 'success' || value === 'cancelled' ? value : null;
  });
  const inAddress = params.has('checkout');
  useEffect(() => {
    if (!inAddress) return;
    setParams(
      (current) => {
        current.delete('checkout');
        return current;
      },
      { replace: true },
    );
  }, [inAddress, setParams]);
  return [result, () => setResult(null)];
}

/** Subscription (members and professionals): choose a plan, see and manage the subscription, invoices, cards. */
export function SubscriptionPage() {
  const [checkout, dismissCheckout] = useCheckoutReturn();
  const [since] = useState(() => Date.now());
  const utils = trpc.useUtils();
  const state = trpc.billing.mySubscription.useQuery(undefined, {
    // Back from Checkout the webhook may still be on its way: ask again for a while until it is in.
    refetchInterval: (query) =>
      checkout === 'success' &&
      !query.state.data?.subscription &&
      Date.now() - since < AFTER_CHECKOUT_POLL_FOR_MS
        ? AFTER_CHECKOUT_POLL_MS
        : false,
  });
  const hasSubscription = Boolean(state.data?.subscription);
  useEffect(() => {
    // The header's chips and the banner read auth.me: refresh them once the subscription is in.
    if (hasSubscription) void utils.auth.me.invalidate();
  }, [hasSubscription, utils]);

  return (
    <TitledPage
      width="list"
      title="Subscription"
      description="Your plan, what it gives you, your invoices and saved cards."
    >
      {checkout ? (
        <CheckoutNotice result={checkout} onDismiss={dismissCheckout} waiting={!hasSubscription} />
      ) : null}
      {state.isPending ? (
        <Loading label="Loading your subscription…" className="grid gap-4">
          <Skeleton className="h-32 rounded-2xl" />
          <div className="grid gap-4 md:grid-cols-3">
            <Skeletons count={3} className="h-56 rounded-2xl" />
          </div>
        </Loading>
      ) : state.isError ? (
        <p className="text-red-700">{errorText(state.error)}</p>
      ) : (
        <SubscriptionScreen state={state.data} />
      )}
    </TitledPage>
  );
}

function CheckoutNotice({
  result,
  waiting,
  onDismiss,
}: {
  result: 'success' | 'cancelled';
  waiting: boolean;
  onDismiss: () => void;
}) {
  const success = result === 'success';
  const Icon = success ? CircleCheck : CircleX;
  return (
    <div
      role="status"
      className={
        success
          ? 'flex items-start gap-3 rounded-2xl border border-brand-300 bg-brand-50 p-4 text-brand-950'
          : 'flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950'
      }
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid flex-1 gap-0.5">
        <p className="font-semibold">
          {success ? 'Thank you! Checkout is complete.' : 'Checkout cancelled.'}
        </p>
        <p className="text-sm">
          {success
            ? waiting
              ? 'We are setting up your subscription; this page updates by itself in a moment.'
              : 'Your subscription is set up. Enjoy your meal plans!'
            : 'Nothing was charged. Choose a plan whenever you are ready.'}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}

function SubscriptionScreen({ state }: { state: MySubscription }) {
  const { role } = useCurrentUser();
  const running = state.subscription && RUNNING.has(state.subscription.status) ? state.subscription : null;
  const subscriptionPlans = state.plans.filter((plan) => plan.kind === 'subscription');
  // One-off tokens pay for meal plan requests, which only professionals make (SPEC §2 MealplanRequests).
  const tokenPlans = PROFESSIONALS.includes(role) ? state.plans.filter((plan) => plan.kind === 'token') : [];
  return (
    <>
      {!state.configured ? <NotSetUpNotice /> : null}
      <CurrentPlanCard state={state} running={running} />
      <section aria-labelledby="plans-heading" className="grid gap-4">
        <div>
          <h2 id="plans-heading" className="text-xl font-semibold text-neutral-900">
            {running ? 'Change plan' : 'Choose a plan'}
          </h2>
          {!running && state.trialAvailable && state.configured ? (
            <p className="mt-1 text-sm text-neutral-600">
              Your first subscription starts with a {FREE_TRIAL_DAYS}-day free trial. Cancel before it ends
              and you pay nothing.
            </p>
          ) : null}
        </div>
        {subscriptionPlans.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-8 text-center text-neutral-600">
            No plans are on offer right now. Please check back soon, or ask us about meal slots.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {subscriptionPlans.map((plan) => (
              <li key={plan.id} className="grid">
                <PlanCard plan={plan} state={state} running={running} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {tokenPlans.length > 0 ? <TokenPlans plans={tokenPlans} configured={state.configured} /> : null}
      {state.configured ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Invoices />
          <SavedCards />
        </div>
      ) : null}
    </>
  );
}

function NotSetUpNotice() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-4 text-accent-950"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid gap-0.5">
        <p className="font-semibold">Online payment is not set up</p>
        <p className="text-sm">
          {messages.paymentNotSetUp} An administrator can give your account meal plan slots and download
          credits directly: ask them, and they appear here and in your Credits History.
        </p>
      </div>
    </div>
  );
}

/**
 * Callbacks of a mutation that answers a url to leave for (Stripe Checkout, the billing portal): the
 * button stays busy until the browser has gone.
 */
function useRedirectCallbacks() {
  const [leaving, setLeaving] = useState(false);
  return {
    leaving,
    callbacks: {
      onSuccess: ({ url }: { url: string }) => {
        setLeaving(true);
        window.location.assign(url);
      },
      onError: (error: unknown) => toast.error(errorText(error)),
    },
  };
}

function CurrentPlanCard({ state, running }: { state: MySubscription; running: Subscription | null }) {
  const [confirming, setConfirming] = useState(false);
  const redirect = useRedirectCallbacks();
  const portal = trpc.billing.portal.useMutation(redirect.callbacks);
  const cancel = trpc.billing.cancel.useMutation(
    toastCallbacks(() => {
      setConfirming(false);
      setTimeout(() => window.location.reload(), RELOAD_AFTER_CANCEL_MS);
    }),
  );
  const sub = state.subscription;
  const status = sub ? statusLabel(sub.status) : null;
  const endsOn = sub?.cancelAtPeriodEnd ? (sub.currentPeriodEnd ?? sub.trialEnd) : null;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{sub?.planTitle ?? (sub ? 'Your subscription' : 'No subscription yet')}</CardTitle>
          {status ? <Badge variant={status.variant}>{status.text}</Badge> : null}
          {sub?.overdue ? <Badge variant="destructive">Payment due</Badge> : null}
        </div>
        <CardDescription>
          {sub ? <SubscriptionDates sub={sub} /> : 'Choose a plan below to unlock meal plans and downloads.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
          <div className="rounded-xl bg-neutral-50 p-3">
            <dt className="text-xs font-medium text-neutral-600">Meal plan slots</dt>
            <dd className="text-lg font-semibold text-neutral-900 tabular-nums">
              {countLabel(state.mealSlots)}
            </dd>
          </div>
          <div className="rounded-xl bg-neutral-50 p-3">
            <dt className="text-xs font-medium text-neutral-600">Download credits</dt>
            <dd className="text-lg font-semibold text-neutral-900 tabular-nums">
              {countLabel(state.downloadCredits)}
            </dd>
          </div>
        </dl>
        {endsOn ? (
          <p className="mt-3 text-sm text-amber-900">
            It will not renew after {formatDate(endsOn)}. To keep it, choose “Keep this plan” below.
          </p>
        ) : null}
      </CardContent>
      {state.configured && sub ? (
        <CardFooter className="flex-wrap">
          <Button
            variant="outline"
            disabled={portal.isPending || redirect.leaving}
            onClick={() => portal.mutate()}
          >
            <ExternalLink aria-hidden />
            Billing portal
          </Button>
          {running && !running.cancelAtPeriodEnd ? (
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => setConfirming(true)}
            >
              Cancel subscription
            </Button>
          ) : null}
        </CardFooter>
      ) : null}
      {running ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Cancel your subscription?"
          description={
            running.currentPeriodEnd
              ? `It stays active until ${formatDate(running.currentPeriodEnd)} and is not renewed after that.`
              : 'It is not renewed at the end of the current period.'
          }
          confirmLabel="Cancel subscription"
          backLabel="Keep subscription"
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate()}
        />
      ) : null}
    </Card>
  );
}

function SubscriptionDates({ sub }: { sub: Subscription }) {
  const end = sub.currentPeriodEnd ?? sub.trialEnd;
  if (sub.status === 'canceled') return end ? <>Ended on {formatDate(end)}.</> : <>Ended.</>;
  if (sub.cancelAtPeriodEnd && end) return <>Cancelled: ends on {formatDate(end)}.</>;
  if (sub.status === 'trialing' && sub.trialEnd) {
    return <>Free trial until {formatDate(sub.trialEnd)}; the first payment is taken then.</>;
  }
  if (sub.status === 'past_due') return <>The last payment failed. Update your card in the billing portal.</>;
  return end ? <>Renews on {formatDate(end)}.</> : null;
}

function PlanCard({
  plan,
  state,
  running,
}: {
  plan: Plan;
  state: MySubscription;
  running: Subscription | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const redirect = useRedirectCallbacks();
  const checkout = trpc.billing.startCheckout.useMutation(redirect.callbacks);
  const change = trpc.billing.changePlan.useMutation(
    toastCallbacks(() => {
      setConfirming(false);
      setTimeout(() => window.location.reload(), RELOAD_AFTER_UPDATE_MS);
    }),
  );
  const isCurrent = running?.planId === plan.id;
  const canBuy = state.configured && plan.purchasable;
  let action: { label: string; onClick: () => void; disabled: boolean };
  if (!running) {
    action = {
      label: state.trialAvailable ? `Start ${FREE_TRIAL_DAYS}-day free trial` : 'Subscribe',
      onClick: () => checkout.mutate({ planId: plan.id }),
      disabled: !canBuy || checkout.isPending || redirect.leaving,
    };
  } else if (isCurrent && !running.cancelAtPeriodEnd) {
    action = { label: 'Your current plan', onClick: () => undefined, disabled: true };
  } else {
    action = {
      label: isCurrent ? 'Keep this plan' : 'Switch to this plan',
      onClick: () => setConfirming(true),
      disabled: !canBuy || change.isPending,
    };
  }
  return (
    <Card className={isCurrent ? 'flex flex-col border-brand-500 ring-1 ring-brand-500' : 'flex flex-col'}>
      <CardHeader>
        <CardTitle>{plan.title}</CardTitle>
        <p className="text-2xl font-bold text-neutral-900 tabular-nums">{priceWithPeriod(plan)}</p>
        {!running && state.trialAvailable ? (
          <Badge variant="accent">{FREE_TRIAL_DAYS}-day free trial</Badge>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-1.5 text-sm text-neutral-700">
          {grantLines(plan).map((line) => (
            <li key={line} className="flex items-center gap-2">
              <CircleCheck className="size-4 shrink-0 text-brand-700" aria-hidden />
              {line}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={isCurrent ? 'outline' : 'default'}
          disabled={action.disabled}
          onClick={action.onClick}
          aria-label={`${action.label}: ${plan.title}`}
        >
          {action.label}
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="default"
        title={isCurrent ? `Keep “${plan.title}”?` : `Switch to “${plan.title}”?`}
        description={
          isCurrent
            ? 'Your subscription renews again at the end of the period.'
            : `From now on you pay ${priceWithPeriod(plan)}; the difference for the rest of this period is settled on your next invoice.`
        }
        confirmLabel={isCurrent ? 'Keep plan' : 'Switch plan'}
        pending={change.isPending}
        onConfirm={() => change.mutate({ planId: plan.id })}
      />
    </Card>
  );
}

function TokenPlans({ plans, configured }: { plans: Plan[]; configured: boolean }) {
  const redirect = useRedirectCallbacks();
  const buy = trpc.billing.buyToken.useMutation(redirect.callbacks);
  return (
    <section aria-labelledby="tokens-heading" className="grid gap-3">
      <div>
        <h2 id="tokens-heading" className="text-xl font-semibold text-neutral-900">
          One-off tokens
        </h2>
        <p className="mt-1 text-sm text-neutral-600">Extra meal plan slots and downloads, paid once.</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {plans.map((plan) => (
          <li
            key={plan.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-neutral-200 bg-white p-4"
          >
            <div>
              <p className="font-semibold text-neutral-900">{plan.title}</p>
              <p className="text-sm text-neutral-600">
                {formatMoney(plan.priceCents, plan.currency)} · {grantLines(plan).join(' · ')}
              </p>
            </div>
            <Button
              variant="outline"
              disabled={!configured || !plan.purchasable || buy.isPending || redirect.leaving}
              onClick={() => buy.mutate({ planId: plan.id })}
              aria-label={`Buy ${plan.title}`}
            >
              Buy
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Invoices() {
  const invoices = trpc.billing.invoices.useQuery();
  return (
    <ListCard
      title="Invoices"
      query={invoices}
      skeletonClassName="h-20"
      emptyText="No invoices yet. They appear here after your first payment."
    >
      {(data) => (
        <ul className="divide-y divide-neutral-100">
          {data.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm">
              <time dateTime={invoice.date.toISOString()} className="w-28 text-neutral-700 tabular-nums">
                {formatDate(invoice.date)}
              </time>
              <span className="min-w-0 flex-1 truncate text-neutral-600">{invoice.number ?? invoice.id}</span>
              <span className="font-medium text-neutral-900 tabular-nums">
                {formatMoney(invoice.total, invoice.currency)}
              </span>
              {invoice.status ? (
                <Badge variant={invoice.status === 'paid' ? 'success' : 'secondary'} className="capitalize">
                  {invoice.status}
                </Badge>
              ) : null}
              {invoice.pdfUrl ? (
                <a
                  href={invoice.pdfUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
                >
                  <FileText className="size-4" aria-hidden />
                  PDF<span className="sr-only"> of the invoice of {formatDate(invoice.date)}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

function SavedCards() {
  const cards = trpc.billing.cards.useQuery();
  return (
    <ListCard
      title="Saved cards"
      description="Add or remove cards in the billing portal."
      query={cards}
      skeletonClassName="h-12"
      emptyText="No saved cards."
    >
      {(data) => (
        <ul className="grid gap-2">
          {data.map((card) => (
            <li key={card.id} className="flex items-center gap-3 rounded-xl bg-neutral-50 p-3 text-sm">
              <CreditCard className="size-5 text-neutral-500" aria-hidden />
              <span className="flex-1 font-medium text-neutral-900 capitalize">
                {card.brand} •••• {card.last4}
              </span>
              <span className="text-neutral-600 tabular-nums">
                Expires {String(card.expMonth).padStart(2, '0')}/{String(card.expYear).slice(-2)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

/** A card of the account's billing records: loading, the error, "none yet", or the list. */
function ListCard<T>({
  title,
  description,
  query,
  skeletonClassName,
  emptyText,
  children,
}: {
  title: string;
  description?: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data: readonly T[] | undefined };
  skeletonClassName: string;
  emptyText: string;
  children: (data: readonly T[]) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className={skeletonClassName} />
        ) : query.isError || !query.data ? (
          <p className="text-sm text-red-700">{errorText(query.error)}</p>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-neutral-600">{emptyText}</p>
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}
