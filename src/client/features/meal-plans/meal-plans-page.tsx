import { PageContainer } from '../../components/layout/page-container.tsx';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  CircleCheck,
  CircleX,
  ClipboardList,
  PanelLeftClose,
  PanelLeftOpen,
  Plus,
  Search,
  TriangleAlert,
  UserPlus,
  X,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { ClientFolder } from '../../../shared/schemas/meal-plans.ts';
import type { PlanSummary } from '../../../shared/schemas/planner.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Loading, Skeletons } from '../../components/ui/skeleton.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { lazy } from '../../lib/lazy-with-timeout.ts';
import { trpc } from '../../lib/trpc.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { messages } from '../../../shared/messages.ts';
import { openSubscriptionRequired } from '../account/subscription-required-dialog.tsx';
import { PlanSkeleton, PlanView, preloadLoadedPlan } from './plan-view.tsx';
import { REQUEST_STATUS_LABELS, RequestStatusBadge } from './request-status-badge.tsx';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query.ts';
import { plannerSearch, usePlannerLocation, type PlannerLocation } from './use-planner-location.ts';

/** The new client and new plan dialogs load on first open (decision 041). */
const NewClientDialog = lazy(() =>
  import('./plan-dialogs.tsx').then((m) => ({ default: m.NewClientDialog })),
);
const CreatePlanDialog = lazy(() =>
  import('./plan-dialogs.tsx').then((m) => ({ default: m.CreatePlanDialog })),
);

// The loaded plan's code is asked for now, while the planner's first render asks for the folders and plans.
preloadLoadedPlan();

/** The last client folder opened, per browser, so the planner opens where the professional left it. */
const FOLDER_KEY = 'mealPlans.folder';
/** Whether the desktop's side column of clients and plans is folded away. */
const SIDE_COLUMN_KEY = 'mealPlans.sideColumn';
/** Wide enough for the side column and the whole week side by side (Tailwind's `2xl`). */
const WIDE_QUERY = '(min-width: 1536px)';
/** How often a plan just paid for is asked for its request status until the payment has arrived. */
const PAYMENT_POLL_MS = 2_000;

/** MealPlans (SPEC §2, admin and professionals): clients' meal plans and the 7-day planner. */
export function MealPlansPage() {
  return <PlannerScreen recipePlan={false} />;
}

/** RecipePlans: the same screen for recipe plans (recipe eBooks): recipes by meal type, without days. */
export function RecipePlansPage() {
  return <PlannerScreen recipePlan />;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse; the planner works without remembering.
  }
}

function PlannerScreen({ recipePlan }: { recipePlan: boolean }) {
  const user = useCurrentUser();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const place = usePlannerLocation();
  const [params] = useSearchParams();
  const folders = trpc.clients.list.useQuery(undefined);
  // A token bought for a plan request comes back with the plan in the address (billing's buyToken).
  const [requestNotice, setRequestNotice] = useState(() =>
    place.request ? { outcome: place.request, planId: place.planId } : null,
  );
  const utils = trpc.useUtils();
  const openPlan = trpc.mealPlans.get.useQuery(
    { id: place.planId ?? '' },
    {
      enabled: place.planId !== null,
      // Stripe's payment may reach the server a moment after the professional is back: until it has, the
      // paid plan is asked again, so it turns Requested without a reload.
      refetchInterval: (query) =>
        requestNotice?.outcome === 'success' &&
        requestNotice.planId === place.planId &&
        query.state.data?.requestStatus === 'empty'
          ? PAYMENT_POLL_MS
          : false,
    },
  );
  // The list beside the plan shows the same status: it follows when the open plan's changes.
  const openStatus = openPlan.data ? `${openPlan.data.id}:${openPlan.data.requestStatus}` : null;
  const shownStatus = useRef(openStatus);
  useEffect(() => {
    const before = shownStatus.current;
    shownStatus.current = openStatus;
    if (before && openStatus && before !== openStatus && before.split(':')[0] === openStatus.split(':')[0]) {
      void utils.mealPlans.list.invalidate();
    }
  }, [openStatus, utils]);
  // Open by default where the week fits beside it; the professional's own choice is remembered.
  const [sideOpen, setSideOpen] = useState(() => {
    const stored = readStorage(SIDE_COLUMN_KEY);
    return stored ? stored === 'open' : window.matchMedia(WIDE_QUERY).matches;
  });
  const [newClientOpen, setNewClientOpen] = useState(false);
  const [newPlanOpen, setNewPlanOpen] = useState(false);
  const newClientMounted = useOpenedOnce(newClientOpen);
  const newPlanMounted = useOpenedOnce(newPlanOpen);

  const folderList = folders.data ?? [];
  const known = (id: string | null) => (id && folderList.some((folder) => folder.id === id) ? id : null);
  // The open plan's folder first (a link may name only the plan), then the address, the last one opened,
  // and the first folder ("Others").
  const folderId =
    known(openPlan.data?.folderId ?? null) ??
    known(place.folderId) ??
    known(readStorage(FOLDER_KEY)) ??
    folderList[0]?.id ??
    null;
  const folder = folderList.find((each) => each.id === folderId) ?? null;
  const plans = trpc.mealPlans.list.useQuery(
    { folderId: folderId ?? undefined, recipePlan },
    { enabled: folderId !== null },
  );
  const planId = place.planId ?? plans.data?.[0]?.id ?? null;

  // The address follows what the screen chose by itself, in one step and without a history entry of its
  // own; a purchase's return is told once, so a reload does not tell it again.
  const { go } = place;
  useEffect(() => {
    const next: Partial<PlannerLocation> = {};
    if (folderId && folderId !== place.folderId) next.folderId = folderId;
    if (planId && planId !== place.planId) next.planId = planId;
    if (place.request) next.request = null;
    if (Object.keys(next).length > 0) go(next, { replace: true });
  }, [folderId, planId, place.folderId, place.planId, place.request, go]);
  useEffect(() => {
    if (folderId) writeStorage(FOLDER_KEY, folderId);
  }, [folderId]);

  const title = recipePlan ? 'Recipe eBooks' : 'Meal Plans';
  // An admin filling a professional's open request opens a plan that is in none of the admin's folders.
  const buildingRequest =
    user.role === 'admin' &&
    openPlan.data !== undefined &&
    folders.isSuccess &&
    !folderList.some((each) => each.id === openPlan.data.folderId);
  const plansUsed = folderList.reduce((sum, each) => sum + each.planCount, 0);

  function startNewPlan() {
    const limited = user.role !== 'admin' && user.mealSlots !== -1;
    if (limited && plansUsed >= user.mealSlots) openSubscriptionRequired(messages.noFreeMealSlot);
    else setNewPlanOpen(true);
  }

  function toggleSide() {
    setSideOpen((current) => {
      writeStorage(SIDE_COLUMN_KEY, current ? 'closed' : 'open');
      return !current;
    });
  }

  const linkTo = (next: Parameters<typeof plannerSearch>[1]) => ({
    search: plannerSearch(params, { info: false, request: null, ...next }).toString(),
  });

  const content = (
    <PlanArea
      recipePlan={recipePlan}
      folder={folder}
      loading={folders.isPending || (folderId !== null && plans.isPending)}
      error={folders.error ?? plans.error}
      plans={plans.data ?? []}
      planId={planId}
      desktop={desktop}
      settingsOpen={place.info}
      onSettingsOpenChange={(open) => go({ info: open }, { replace: true })}
      onDeleted={() => go({ planId: null, info: false }, { replace: true })}
      onNewPlan={startNewPlan}
      ownersTools={!buildingRequest}
    />
  );

  const pickers = (
    <PlanPickers
      recipePlan={recipePlan}
      folders={folderList}
      folderId={folderId}
      plans={plans.data ?? []}
      planId={planId}
      onFolder={(id) => go({ folderId: id, planId: null, info: false })}
      onPlan={(id) => go({ planId: id, info: false })}
      onNewClient={() => setNewClientOpen(true)}
      onNewPlan={startNewPlan}
      showSide={desktop ? toggleSide : undefined}
    />
  );

  return (
    <PageContainer width="list" className="gap-4">
      <title>{pageTitle(title)}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-neutral-600 max-sm:hidden">
            {recipePlan
              ? 'Collections of recipes by meal, for each client.'
              : 'Seven-day plans for each client: generate a week that fits their target, then fine-tune it.'}
          </p>
        </div>
        <nav aria-label="Kind of plan" className="inline-flex rounded-xl bg-neutral-100 p-1">
          {[
            { to: '/meal-plans', label: 'Meal plans', active: !recipePlan },
            { to: '/recipe-plans', label: 'Recipe plans', active: recipePlan },
          ].map((kind) => (
            <Link
              key={kind.to}
              to={{ pathname: kind.to, search: folderId ? `?folder=${folderId}` : '' }}
              aria-current={kind.active ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-neutral-600 hover:text-neutral-900',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
                kind.active && 'bg-white text-neutral-900 shadow-sm',
              )}
            >
              {kind.label}
            </Link>
          ))}
        </nav>
      </div>

      {requestNotice ? (
        <RequestNotice
          outcome={requestNotice.outcome}
          planName={
            requestNotice.planId === null
              ? null
              : openPlan.data?.id === requestNotice.planId
                ? openPlan.data.name
                : ''
          }
          onDismiss={() => setRequestNotice(null)}
        />
      ) : null}

      {buildingRequest ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-accent-200 bg-accent-50 p-4 text-sm text-accent-800"
        >
          <ClipboardList className="size-5 shrink-0 text-accent-700" aria-hidden />
          <p className="min-w-0 flex-1 basis-64 break-words">
            <span className="font-semibold">You are building a requested plan</span> for{' '}
            {openPlan.data?.folder.client}. Its meals are saved as the professional’s; approve it when it is
            ready.
          </p>
          <Button asChild variant="outline" size="sm" className="h-9">
            <Link to="/requests">Back to Meal Plan Requests</Link>
          </Button>
        </div>
      ) : null}

      {buildingRequest ? (
        // The admin's own clients and plans have nothing to do with the plan being built.
        content
      ) : desktop ? (
        <div
          className={cn(
            'grid items-start gap-4',
            sideOpen ? 'grid-cols-[15rem_minmax(0,1fr)]' : 'grid-cols-[minmax(0,1fr)]',
          )}
        >
          {sideOpen ? (
            <aside aria-label="Clients and plans" className="sticky top-20 grid gap-4">
              <FolderList
                recipePlan={recipePlan}
                folders={folderList}
                loading={folders.isPending}
                folderId={folderId}
                linkTo={(id) => linkTo({ folderId: id, planId: null })}
                onNewClient={() => setNewClientOpen(true)}
                onHide={toggleSide}
              />
              {folder ? (
                <PlanList
                  recipePlan={recipePlan}
                  folder={folder}
                  plans={plans.data ?? []}
                  loading={plans.isPending}
                  planId={planId}
                  linkTo={(id) => linkTo({ planId: id })}
                  onNewPlan={startNewPlan}
                />
              ) : null}
            </aside>
          ) : null}
          <div className="grid min-w-0 gap-4">
            {sideOpen ? null : pickers}
            {content}
          </div>
        </div>
      ) : (
        <>
          {pickers}
          {content}
        </>
      )}

      <Suspense fallback={null}>
        {newClientMounted ? (
          <NewClientDialog
            open={newClientOpen}
            onOpenChange={setNewClientOpen}
            onCreated={(id) => go({ folderId: id, planId: null, info: false })}
          />
        ) : null}
        {folder && newPlanMounted ? (
          <CreatePlanDialog
            open={newPlanOpen}
            onOpenChange={setNewPlanOpen}
            folder={folder}
            recipePlan={recipePlan}
            onCreated={(id) => go({ planId: id, info: false })}
            onNoFreeSlot={() => openSubscriptionRequired(messages.noFreeMealSlot)}
          />
        ) : null}
      </Suspense>
    </PageContainer>
  );
}

/**
 * The return from Stripe (SPEC §2 `request`): a meal plan request paid or not, or, without a plan, a token
 * bought from Subscription. `planName` is null for a plain token, '' while the requested plan loads.
 */
function RequestNotice({
  outcome,
  planName,
  onDismiss,
}: {
  outcome: 'success' | 'failed';
  planName: string | null;
  onDismiss: () => void;
}) {
  const success = outcome === 'success';
  const Icon = success ? CircleCheck : CircleX;
  const plan = planName ? <span className="font-semibold">“{planName}”</span> : 'the plan';
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={cn(
        'flex items-start gap-3 rounded-2xl border p-4 text-sm',
        success ? 'border-brand-300 bg-brand-50 text-brand-950' : 'border-red-200 bg-red-50 text-red-900',
      )}
    >
      <Icon
        className={cn('mt-0.5 size-5 shrink-0', success ? 'text-brand-700' : 'text-red-600')}
        aria-hidden
      />
      <p className="min-w-0 flex-1 break-words">
        {planName !== null ? (
          success ? (
            <>
              <span className="font-semibold">Thank you! Your plan request is paid.</span> Our team will build{' '}
              {plan} and email you when it is ready; until then it shows as Requested.
            </>
          ) : (
            <>
              <span className="font-semibold">The plan request was not paid.</span> Nothing was charged and{' '}
              {plan} was not requested. You can try again with “Request a plan” on the{' '}
              <Link to="/marketplace" className="font-medium underline">
                Marketplace
              </Link>
              .
            </>
          )
        ) : success ? (
          <>
            <span className="font-semibold">Thank you! Your purchase went through.</span> It is on your
            account now.
          </>
        ) : (
          <>
            <span className="font-semibold">The purchase was not completed.</span> You can try again from the{' '}
            <Link to="/subscription" className="font-medium underline">
              Subscription page
            </Link>
            .
          </>
        )}
      </p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="rounded-md p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

/** The folder's plans of the kind on screen: recipe plans, or meal plans. */
function folderCount(folder: ClientFolder, recipePlan: boolean): number {
  return recipePlan ? folder.recipePlanCount : folder.planCount - folder.recipePlanCount;
}

function FolderList({
  recipePlan,
  folders,
  loading,
  folderId,
  linkTo,
  onNewClient,
  onHide,
}: {
  recipePlan: boolean;
  folders: ClientFolder[];
  loading: boolean;
  folderId: string | null;
  linkTo: (id: string) => { search: string };
  onNewClient: () => void;
  onHide: () => void;
}) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? folders.filter((folder) =>
        [folder.client, folder.email, folder.promo].some((text) => text.toLowerCase().includes(needle)),
      )
    : folders;
  return (
    <SidePanel
      id="planner-clients"
      title="Clients"
      titleClassName="mr-auto"
      actions={
        <>
          <Button needsConnection variant="ghost" size="sm" onClick={onNewClient}>
            <UserPlus aria-hidden />
            New client
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="size-8 px-0"
            onClick={onHide}
            aria-label="Hide clients and plans"
            title="Hide clients and plans, to give the week more room"
          >
            <PanelLeftClose aria-hidden />
          </Button>
        </>
      }
    >
      {folders.length > 6 ? (
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-neutral-400"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search clients"
            placeholder="Search clients"
            className="h-9 pl-8 sm:h-9"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      ) : null}
      {loading ? (
        <Loading label="Loading clients…" className="grid gap-1.5">
          <Skeletons count={3} className="h-8" />
        </Loading>
      ) : (
        <ul className="-mx-1 grid max-h-72 gap-0.5 overflow-y-auto px-1" aria-label="Client folders">
          {shown.map((folder) => (
            <li key={folder.id}>
              <Link
                to={linkTo(folder.id)}
                aria-current={folder.id === folderId ? 'page' : undefined}
                className={sideItem}
              >
                <span className="truncate">{folder.client}</span>
                <span className="shrink-0 text-xs text-neutral-500 tabular-nums">
                  {folderCount(folder, recipePlan)}
                  <span className="sr-only"> plans</span>
                </span>
              </Link>
            </li>
          ))}
          {shown.length === 0 ? (
            <li className="px-2.5 py-2 text-sm text-neutral-600">No client matches.</li>
          ) : null}
        </ul>
      )}
    </SidePanel>
  );
}

/** A box of the planner's side column: its heading with its buttons, then what it holds. */
function SidePanel({
  id,
  title,
  titleClassName,
  actions,
  children,
}: {
  id: string;
  title: ReactNode;
  titleClassName: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-2 rounded-2xl border border-neutral-200 bg-white p-3 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className={cn('text-sm font-semibold text-neutral-900', titleClassName)}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

const sideItem =
  'flex items-center justify-between gap-2 rounded-lg px-2.5 py-2 text-sm text-neutral-700 hover:bg-neutral-50 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-accent-600 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-950';

function PlanList({
  recipePlan,
  folder,
  plans,
  loading,
  planId,
  linkTo,
  onNewPlan,
}: {
  recipePlan: boolean;
  folder: ClientFolder;
  plans: PlanSummary[];
  loading: boolean;
  planId: string | null;
  linkTo: (id: string) => { search: string };
  onNewPlan: () => void;
}) {
  return (
    <SidePanel
      id="planner-plans"
      title={
        <>
          {recipePlan ? 'Recipe plans' : 'Plans'}
          <span className="sr-only"> of {folder.client}</span>
        </>
      }
      titleClassName="min-w-0 truncate"
      actions={
        <Button needsConnection variant="ghost" size="sm" onClick={onNewPlan}>
          <Plus aria-hidden />
          New plan
        </Button>
      }
    >
      {loading ? (
        <Loading label="Loading plans…" className="grid gap-1.5">
          <Skeletons count={2} className="h-11" />
        </Loading>
      ) : plans.length === 0 ? (
        <p className="px-1 text-sm text-neutral-600">No plans for {folder.client} yet.</p>
      ) : (
        <ul
          className="-mx-1 grid max-h-[calc(100dvh-28rem)] min-h-24 gap-0.5 overflow-y-auto px-1"
          aria-label="Plans"
        >
          {plans.map((plan) => (
            <li key={plan.id}>
              <Link
                to={linkTo(plan.id)}
                aria-current={plan.id === planId ? 'page' : undefined}
                className={cn(sideItem, 'flex-col items-start gap-0')}
              >
                <span className="flex w-full items-center gap-1.5">
                  <span className="min-w-0 flex-1 truncate">{plan.name}</span>
                  <RequestStatusBadge status={plan.requestStatus} />
                  {plan.noMeals ? (
                    <TriangleAlert
                      className="size-3.5 shrink-0 text-amber-600"
                      aria-label="Not every slot filled"
                    />
                  ) : null}
                </span>
                <span className="text-xs font-normal text-neutral-500">
                  {plan.mealCount > 0
                    ? `${plan.mealCount === 1 ? '1 meal' : `${plan.mealCount} meals`} · `
                    : ''}
                  Changed {formatDate(plan.updatedAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SidePanel>
  );
}

/** The client and plan as two selects: a phone's pickers, and the desktop's when the side column is folded. */
function PlanPickers({
  recipePlan,
  folders,
  folderId,
  plans,
  planId,
  onFolder,
  onPlan,
  onNewClient,
  onNewPlan,
  showSide,
}: {
  recipePlan: boolean;
  folders: ClientFolder[];
  folderId: string | null;
  plans: PlanSummary[];
  planId: string | null;
  onFolder: (id: string) => void;
  onPlan: (id: string) => void;
  onNewClient: () => void;
  onNewPlan: () => void;
  /** On a desktop: unfolds the side column. */
  showSide?: (() => void) | undefined;
}) {
  return (
    <div
      className={cn(
        'grid items-end gap-3 rounded-2xl border border-neutral-200 bg-white p-3 shadow-sm sm:grid-cols-2',
        showSide && 'sm:grid-cols-[auto_1fr_1fr]',
      )}
    >
      {showSide ? (
        <Button
          variant="outline"
          size="icon"
          onClick={showSide}
          aria-label="Show clients and plans"
          title="Show clients and plans"
        >
          <PanelLeftOpen aria-hidden />
        </Button>
      ) : null}
      <PickerRow
        label="Client"
        value={folderId ?? ''}
        onChange={onFolder}
        disabled={folders.length === 0}
        add={{ label: 'New client', icon: <UserPlus aria-hidden />, onClick: onNewClient }}
      >
        {folders.map((folder) => (
          <option key={folder.id} value={folder.id}>
            {folder.client} ({folderCount(folder, recipePlan)})
          </option>
        ))}
      </PickerRow>
      <PickerRow
        label={recipePlan ? 'Recipe plan' : 'Plan'}
        value={planId ?? ''}
        onChange={onPlan}
        disabled={plans.length === 0}
        add={{ label: 'New plan', icon: <Plus aria-hidden />, onClick: onNewPlan }}
      >
        {plans.length === 0 ? <option value="">No plans yet</option> : null}
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
            {plan.requestStatus === 'empty' ? '' : ` (${REQUEST_STATUS_LABELS[plan.requestStatus]})`}
          </option>
        ))}
      </PickerRow>
    </div>
  );
}

/** A choice on a phone (the client, the plan) with the icon button that adds a new one beside it. */
function PickerRow(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  add: { label: string; icon: ReactNode; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <div className="flex items-end gap-2">
      <SelectField
        label={props.label}
        fieldClassName="min-w-0 flex-1"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        disabled={props.disabled}
      >
        {props.children}
      </SelectField>
      <Button
        needsConnection
        variant="outline"
        size="icon"
        className="size-11"
        aria-label={props.add.label}
        onClick={props.add.onClick}
      >
        {props.add.icon}
      </Button>
    </div>
  );
}

function PlanArea({
  recipePlan,
  folder,
  loading,
  error,
  plans,
  planId,
  desktop,
  settingsOpen,
  onSettingsOpenChange,
  onDeleted,
  onNewPlan,
  ownersTools,
}: {
  recipePlan: boolean;
  folder: ClientFolder | null;
  loading: boolean;
  error: unknown;
  plans: PlanSummary[];
  planId: string | null;
  desktop: boolean;
  settingsOpen: boolean;
  onSettingsOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  onNewPlan: () => void;
  ownersTools: boolean;
}) {
  const user = useCurrentUser();
  const layout = desktop ? 'week' : 'day';
  if (error) return <p className="text-red-700">{errorText(error)}</p>;
  if (planId) {
    return (
      <PlanView
        key={planId}
        planId={planId}
        energyUnit={user.energyUnit}
        layout={layout}
        settingsOpen={settingsOpen}
        onSettingsOpenChange={onSettingsOpenChange}
        onDeleted={onDeleted}
        ownersTools={ownersTools}
      />
    );
  }
  if (loading || !folder) return <PlanSkeleton layout={layout} />;
  if (plans.length > 0) return <PlanSkeleton layout={layout} />;
  return (
    <div className="grid content-start">
      <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center">
        <p className="text-lg font-semibold text-neutral-900">
          No {recipePlan ? 'recipe plans' : 'meal plans'} for {folder.client} yet
        </p>
        <p className="max-w-md text-sm text-neutral-600">
          {recipePlan
            ? 'Create a recipe plan, then add recipes to each meal.'
            : 'Create the first plan: set the client’s energy target, generate a week of meals that fits it, then adjust any meal by hand.'}
        </p>
        <Button needsConnection onClick={onNewPlan}>
          <Plus aria-hidden />
          Create the first plan
        </Button>
      </div>
    </div>
  );
}
