import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { Link, matchPath, useLocation } from 'react-router';
import { PROFESSIONALS, ROUTES, type AccessArea } from '../../../shared/access.ts';
import { messages, type MessageKey } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { InfoDialog } from '../../components/ui/dialog.tsx';
import type { SessionUser } from '../auth/use-session.ts';
import { useMySubscription } from './use-my-subscription.ts';

/**
 * The server's answers when a paid screen or action needs a subscription (SPEC §2 dialogs, §8), with what
 * the dialog adds under the spec's sentence: creating a plan with no free meal slot says so.
 */
export const SUBSCRIPTION_REQUIRED_KEYS: ReadonlyMap<MessageKey, string | null> = new Map<
  MessageKey,
  string | null
>([
  ['subscriptionRequired', null],
  ['noFreeMealSlot', messages.noFreeMealSlot],
]);

function refusalKey(error: unknown): MessageKey | null {
  if (!(error instanceof TRPCClientError)) return null;
  const key = (error.data as { messageKey?: unknown } | undefined)?.messageKey;
  return typeof key === 'string' && SUBSCRIPTION_REQUIRED_KEYS.has(key as MessageKey)
    ? (key as MessageKey)
    : null;
}

/** Whether a failed call is the server saying the user needs an active subscription or a free slot. */
export function isSubscriptionRequired(error: unknown): boolean {
  return refusalKey(error) !== null;
}

let open = false;
/** A sentence under the spec's message saying why, or null for the plain dialog. */
let detail: string | null = null;
const listeners = new Set<() => void>();

function setOpen(next: boolean, why: string | null = null): void {
  open = next;
  if (next) detail = why;
  for (const listener of listeners) listener();
}

/** Opens the app's one subscription-required dialog from a screen (e.g. the planner before it asks). */
export function openSubscriptionRequired(why: string | null = null): void {
  setOpen(true, why);
}

function openFor(error: unknown): void {
  const key = refusalKey(error);
  if (key) setOpen(true, SUBSCRIPTION_REQUIRED_KEYS.get(key) ?? null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens the dialog whenever any query or mutation of the app is refused with the subscription-required
 * key, so every paid screen and action gets the same dialog without handling the error itself.
 */
function useOpenOnServerAnswer(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') openFor(event.action.error);
    });
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') openFor(event.action.error);
    });
    return () => {
      offMutations();
      offQueries();
    };
  }, [queryClient]);
}

/**
 * The paid screens of a professional (SPEC §1: subscriptions unlock meal-plan and eBook slots): Meal Plans,
 * Recipe Plans and the Promo eBook. Opening one without SPEC §6 subscribed status opens the dialog over it.
 */
export const PAID_AREAS: ReadonlySet<AccessArea> = new Set<AccessArea>(['mealPlans', 'promoEbook']);

function areaOf(pathname: string): AccessArea | undefined {
  return ROUTES.find((route) => route.kind === 'shell' && matchPath(route.path, pathname))?.area;
}

/** Opens the dialog when a professional without a subscription opens a paid screen: once per screen visit. */
function useOpenOnPaidScreen(user: SessionUser): void {
  const { pathname } = useLocation();
  const state = useMySubscription(user);
  const area = areaOf(pathname);
  const professional = PROFESSIONALS.includes(user.role);
  const paid = area !== undefined && PAID_AREAS.has(area);
  // Decided on the server's answer (state.subscribed: the same shared rule, with the synced subscription).
  const refused = professional && paid && state !== undefined && !state.subscribed;
  useEffect(() => {
    if (refused) setOpen(true);
  }, [refused, pathname]);
}

/** SPEC §2: "You need an active subscription to access this page..." with Subscribe Here. Mounted once. */
export function SubscriptionRequiredDialog({ user }: { user: SessionUser }) {
  useOpenOnServerAnswer();
  useOpenOnPaidScreen(user);
  const isOpen = useSyncExternalStore(subscribe, () => open);
  const why = useSyncExternalStore(subscribe, () => detail);
  return (
    <InfoDialog
      open={isOpen}
      onOpenChange={setOpen}
      alert
      title="Subscription required"
      description={messages.subscriptionRequired}
      closeLabel="Not now"
      action={
        <Button asChild>
          <Link to="/subscription" onClick={() => setOpen(false)}>
            Subscribe Here
          </Link>
        </Button>
      }
    >
      <p className="text-sm text-neutral-700">
        {why ?? 'Choose a plan on the Subscription page to unlock meal plans, recipe eBooks and downloads.'}
      </p>
    </InfoDialog>
  );
}
