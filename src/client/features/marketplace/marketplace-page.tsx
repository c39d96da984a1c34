import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Copy, Eye, Send, Store } from 'lucide-react';
import { ADMIN_AND_PROFESSIONALS, PROFESSIONALS } from '../../../shared/access.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import { calToKj } from '../../../shared/nutrition/energy-units.ts';
import {
  MARKETPLACE_SORTS,
  MARKETPLACE_SORT_LABELS,
  type ListingSummary,
  type MarketplaceSort,
} from '../../../shared/schemas/marketplace.ts';
import { ItemDialog } from '../../components/item-dialog.tsx';
import { AddButton, QueryList, SearchInput } from '../../components/list-parts.tsx';
import { PageButtons } from '../../components/page-buttons.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NamedCard, NamedCardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useSearchText } from '../../lib/use-debounced-value.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { ListingPreviewDialog } from './listing-preview-dialog.tsx';
import { AddListingDialog, RequestPlanDialog } from './marketplace-dialogs.tsx';
import { RatingStars } from './rating-stars.tsx';
import type { TagKind } from '../../../shared/schemas/tags.ts';
import { EmptyCard } from '../../components/table-empty-card.tsx';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';
import { ConfirmDialogContent } from '../../components/dialogs.tsx';

const RATING_CHOICES = [0, 3, 3.5, 4, 4.5] as const;

type OpenDialog =
  | { kind: 'preview'; listingId: string }
  | { kind: 'add' }
  | { kind: 'request' }
  | { kind: 'unlist'; planId: string; name: string }
  | null;

/**
 * Marketplace (SPEC §2, every role): meal plans others listed, found by words (a misspelt one too),
 * filtered, sorted and paged; a preview of each before rating or copying it. Planners list their own
 * plans here and see them under "Your listings"; professionals may ask the team for a plan.
 */
export function MarketplacePage() {
  const user = useCurrentUser();
  const plans = ADMIN_AND_PROFESSIONALS.includes(user.role);
  const [query, setQuery, settled] = useSearchText();
  const [sort, setSort] = useState<MarketplaceSort>('bestRated');
  const [minRating, setMinRating] = useState(0);
  const [minEnergy, setMinEnergy] = useState('');
  const [maxEnergy, setMaxEnergy] = useState('');
  const [mealTag, setMealTag] = useState('');
  const [nutritionTag, setNutritionTag] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const unit = user.energyUnit;
  const toKj = (value: string) => {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number) || number < 0) return null;
    return Math.min(99_999, unit === 'kJ' ? number : calToKj(number));
  };

  const input = {
    query: settled,
    sort,
    minRating,
    minEnergyKj: toKj(minEnergy),
    maxEnergyKj: toKj(maxEnergy),
    mealTags: mealTag ? [mealTag] : [],
    nutritionTags: nutritionTag ? [nutritionTag] : [],
    cursor: page,
  };
  const filtered =
    minRating > 0 ||
    input.minEnergyKj !== null ||
    input.maxEnergyKj !== null ||
    mealTag !== '' ||
    nutritionTag !== '';
  const list = trpc.marketplace.search.useQuery(input, { placeholderData: keepPreviousData });
  const close = () => setDialog(null);
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <TitledPage
      width="list"
      title="Marketplace"
      description="Meal plans shared by other professionals: preview them, rate them and copy them."
      actions={
        <div className="flex flex-wrap gap-2">
          {PROFESSIONALS.includes(user.role) ? (
            <Button variant="outline" onClick={() => setDialog({ kind: 'request' })}>
              <Send aria-hidden />
              Request a plan
            </Button>
          ) : null}
          {plans ? <AddButton onClick={() => setDialog({ kind: 'add' })}>Add a plan</AddButton> : null}
        </div>
      }
    >
      <section
        aria-label="Search and filters"
        className="grid gap-4 rounded-2xl border border-neutral-200 bg-white p-4"
      >
        <div role="search">
          <SearchInput
            label="Search plans"
            id="marketplace-search"
            placeholder="Name, description, tag or recipe"
            autoComplete="off"
            maxLength={100}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          <SelectField
            label="Sort by"
            value={sort}
            onChange={(event) => resetPage(setSort)(event.target.value as MarketplaceSort)}
            options={MARKETPLACE_SORTS.map((value) => ({ value, label: MARKETPLACE_SORT_LABELS[value] }))}
          />
          <SelectField
            label="Rating"
            value={String(minRating)}
            onChange={(event) => resetPage(setMinRating)(Number(event.target.value))}
            options={RATING_CHOICES.map((value) => ({
              value: String(value),
              label: value === 0 ? 'Any rating' : `${value} and up`,
            }))}
          />
          <TagFilter kind="meal" label="Meal tag" value={mealTag} onChange={resetPage(setMealTag)} />
          <TagFilter
            kind="nutrition"
            label="Free of / nutrition"
            value={nutritionTag}
            onChange={resetPage(setNutritionTag)}
          />
          <Field
            label={`Energy from (${unit}/day)`}
            inputMode="numeric"
            value={minEnergy}
            onChange={(event) => resetPage(setMinEnergy)(event.target.value)}
          />
          <Field
            label={`Energy to (${unit}/day)`}
            inputMode="numeric"
            value={maxEnergy}
            onChange={(event) => resetPage(setMaxEnergy)(event.target.value)}
          />
        </div>
      </section>

      <QueryList
        query={list}
        items={(data) => data.items}
        loading={{
          label: 'Loading plans…',
          rows: 3,
          rowClassName: 'h-48 rounded-2xl',
          className: 'grid gap-3 md:grid-cols-2 xl:grid-cols-3',
        }}
        empty={
          <EmptyCard
            icon={Store}
            title={
              settled
                ? `No plan matches “${settled}”.`
                : filtered
                  ? 'No plans match these filters.'
                  : 'No plans on the marketplace yet.'
            }
            hint={
              <>
                {settled || filtered
                  ? 'Try other words or fewer filters'
                  : 'Plans appear here once professionals list them'}
                {plans ? ', or add one of your own plans for others to use.' : '.'}
              </>
            }
          />
        }
      >
        {(listings, data) => (
          <section aria-label="Plans" className="grid gap-4">
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {listings.map((listing) => (
                <li key={listing.id} className="grid">
                  <ListingCard
                    listing={listing}
                    energy={(kj) => formatNutrient('energyKj', kj, unit)}
                    onOpen={() => setDialog({ kind: 'preview', listingId: listing.id })}
                  />
                </li>
              ))}
            </ul>
            {page > 1 || data.nextCursor ? (
              <div className="flex items-center justify-between gap-3">
                <p className="text-sm text-neutral-600">Page {page}</p>
                <PageButtons page={page} pages={data.nextCursor ? page + 1 : page} onPage={setPage} />
              </div>
            ) : null}
          </section>
        )}
      </QueryList>

      {plans ? (
        <YourListings onUnlist={(planId, name) => setDialog({ kind: 'unlist', planId, name })} />
      ) : null}

      <ItemDialog item={dialog} onClose={close}>
        {(open) =>
          open.kind === 'preview' ? (
            <ListingPreviewDialog listingId={open.listingId} onDone={close} />
          ) : open.kind === 'add' ? (
            <AddListingDialog onDone={close} />
          ) : open.kind === 'request' ? (
            <RequestPlanDialog />
          ) : (
            <UnlistDialog planId={open.planId} name={open.name} onDone={close} />
          )
        }
      </ItemDialog>
    </TitledPage>
  );
}

function ListingCard({
  listing,
  energy,
  onOpen,
}: {
  listing: ListingSummary;
  energy: (kj: number) => string;
  onOpen: () => void;
}) {
  return (
    <NamedCard className="flex min-w-0 flex-col gap-3 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <NamedCardTitle className="min-w-0 break-words">{listing.name}</NamedCardTitle>
        {listing.mine ? <Badge variant="accent">Yours</Badge> : null}
      </div>
      <p className="text-sm text-neutral-600">by {listing.ownerName}</p>
      <RatingStars rating={listing.rating} count={listing.ratingCount} />
      {listing.description ? (
        <p className="line-clamp-3 text-sm break-words text-neutral-700">{listing.description}</p>
      ) : null}
      <p className="text-sm text-neutral-700">
        {listing.days} {listing.days === 1 ? 'day' : 'days'} · {energy(listing.energyKjPerDay)} a day
      </p>
      {listing.nutritionTags.length + listing.mealTags.length > 0 ? (
        <div className="flex flex-wrap gap-1">
          {listing.nutritionTags.slice(0, 4).map((tag) => (
            <Badge key={`n-${tag}`} variant="success">
              {tag}
            </Badge>
          ))}
          {listing.mealTags.slice(0, 4).map((tag) => (
            <Badge key={`m-${tag}`} variant="secondary">
              {tag}
            </Badge>
          ))}
        </div>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <span className="flex items-center gap-1 text-sm text-neutral-600">
          <Copy className="size-4" aria-hidden />
          {listing.copies} {listing.copies === 1 ? 'copy' : 'copies'}
        </span>
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          onClick={onOpen}
          aria-label={`Preview ${listing.name}`}
        >
          <Eye aria-hidden />
          Preview
        </Button>
      </div>
    </NamedCard>
  );
}

function YourListings({ onUnlist }: { onUnlist: (planId: string, name: string) => void }) {
  const mine = trpc.marketplace.mine.useQuery();
  const listed = (mine.data ?? []).filter((listing) => listing.status === 'listed');
  return (
    <section aria-labelledby="your-listings-heading" className="grid gap-3">
      <h2 id="your-listings-heading" className="text-lg font-semibold text-neutral-900">
        Your listings
      </h2>
      {mine.isPending ? (
        <Skeleton className="h-16 rounded-2xl" />
      ) : listed.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-4 text-sm text-neutral-600">
          None of your plans is on the marketplace. Use “Add a plan” to share one.
        </p>
      ) : (
        <ul className="grid gap-2">
          {listed.map((listing) => (
            <li
              key={listing.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-neutral-200 bg-white p-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-neutral-900">{listing.name}</p>
                <p className="text-sm text-neutral-600">
                  {listing.rating.toFixed(2)} from {listing.ratingCount}{' '}
                  {listing.ratingCount === 1 ? 'rating' : 'ratings'} · {listing.copies}{' '}
                  {listing.copies === 1 ? 'copy' : 'copies'}
                </p>
              </div>
              {listing.planId ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="h-9"
                  onClick={() => onUnlist(listing.planId!, listing.name)}
                >
                  Remove from marketplace
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A filter by one kind of tag: "Any", then the tags by name. */
function TagFilter({
  kind,
  label,
  value,
  onChange,
}: {
  kind: TagKind;
  label: string;
  value: string;
  onChange: (name: string) => void;
}) {
  const tags = trpc.tags.list.useQuery({ kind });
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={(tags.data ?? []).map((tag) => ({ value: tag.name, label: tag.name }))}
    >
      <option value="">Any</option>
    </SelectField>
  );
}

function UnlistDialog({ planId, name, onDone }: { planId: string; name: string; onDone: () => void }) {
  const remove = trpc.marketplace.remove.useMutation(useChangeCallbacks(['marketplace'], onDone));
  return (
    <ConfirmDialogContent
      title={`Remove “${name}” from the marketplace?`}
      description="Others will no longer find it. Copies already made stay with their owners."
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: planId })}
    />
  );
}
