import { useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ADMIN_AND_PROFESSIONALS } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import { dayName, MEAL_TYPE_LABELS } from '../../../shared/planning/plan-grid.ts';
import { RATING_COMMENT_MAX, type ListingPreview } from '../../../shared/schemas/marketplace.ts';
import { PLAN_MEAL_TYPES } from '../../../shared/constants/meal-plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import {
  isSubscriptionRequired,
  openSubscriptionRequired,
} from '../account/subscription-required-dialog.tsx';
import { useCurrentUser } from '../auth/current-user.tsx';
import { textAreaClass } from '../recipes/text-area.ts';
import { RatingStars } from './rating-stars.tsx';
import { ReportListingDialog } from './report-listing-dialog.tsx';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';

/** A day's meals in the day's order (breakfast first, dinner after lunch), as the planner shows them. */
function byMealOrder(a: ListingPreview['plan'][number]['meals'][number], b: typeof a): number {
  return PLAN_MEAL_TYPES.indexOf(a.mealType) - PLAN_MEAL_TYPES.indexOf(b.mealType) || a.position - b.position;
}

/**
 * A listed plan before anyone copies it: its days with their recipes and the day's energy and
 * macronutrients, its ratings, and what the viewer may do: rate it (not their own), copy it (planners),
 * remove it (admins).
 */
export function ListingPreviewDialog({ listingId, onDone }: { listingId: string; onDone: () => void }) {
  const preview = trpc.marketplace.preview.useQuery({ listingId });
  return (
    <DialogContent className="max-w-3xl text-left">
      {preview.isPending ? (
        <>
          <DialogHeading
            title="Loading plan…"
            description="The plan’s days and ratings."
            descriptionClassName="sr-only"
          />
          <Skeleton className="h-64 rounded-2xl" />
        </>
      ) : preview.isError ? (
        <DialogHeading title="Plan not available" description={errorText(preview.error)} />
      ) : (
        <PreviewBody listing={preview.data} onDone={onDone} />
      )}
    </DialogContent>
  );
}

function PreviewBody({ listing, onDone }: { listing: ListingPreview; onDone: () => void }) {
  const user = useCurrentUser();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const energy = (kj: number) => formatNutrient('energyKj', kj, user.energyUnit);
  const grams = (g: number) => `${Math.round(g)} g`;
  const [confirmRemove, setConfirmRemove] = useState(false);
  const copy = trpc.marketplace.copy.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      onDone();
      void utils.marketplace.invalidate();
      void utils.mealPlans.invalidate();
      void utils.clients.invalidate();
      void navigate(`/meal-plans?folder=${result.folderId}&mealplan=${result.planId}`);
    },
    onError: (error) => {
      if (isSubscriptionRequired(error)) openSubscriptionRequired(messages.noFreeMealSlot);
      else toast.error(errorText(error));
    },
  });
  const moderate = trpc.marketplace.moderate.useMutation(useChangeCallbacks(['marketplace'], onDone));
  const restore = trpc.marketplace.restore.useMutation(useChangeCallbacks(['marketplace'], onDone));
  const canCopy = ADMIN_AND_PROFESSIONALS.includes(user.role) && listing.status === 'listed';

  return (
    <>
      <DialogHeading
        title={listing.name}
        titleClassName="pr-8 break-words"
        description={
          <>
            by {listing.ownerName} · {listing.days} {listing.days === 1 ? 'day' : 'days'} ·{' '}
            {energy(listing.energyKjPerDay)} a day on average · {listing.copies}{' '}
            {listing.copies === 1 ? 'copy' : 'copies'}
          </>
        }
      />
      <RatingStars rating={listing.rating} count={listing.ratingCount} />
      {listing.description ? (
        <p className="text-sm break-words whitespace-pre-line text-neutral-700">{listing.description}</p>
      ) : null}
      {listing.status !== 'listed' ? (
        <p className="rounded-lg bg-neutral-100 p-3 text-sm text-neutral-700">
          This plan is no longer on the marketplace.
        </p>
      ) : null}

      <section aria-label="The plan’s days" className="grid gap-3">
        {listing.plan.map((day) => (
          <div key={day.day} className="rounded-xl border border-neutral-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-neutral-900">{dayName(day.day)}</h3>
              <p className="text-xs text-neutral-600 tabular-nums">
                {energy(day.totals.energyKj)} · protein {grams(day.totals.protein)} · fat{' '}
                {grams(day.totals.fat)} · carbs {grams(day.totals.carbohydrate)}
              </p>
            </div>
            <ul className="mt-2 grid gap-1 text-sm">
              {[...day.meals].sort(byMealOrder).map((meal) => (
                <li key={`${meal.mealType}-${meal.position}`} className="flex flex-wrap gap-x-2">
                  <span className="w-20 shrink-0 text-neutral-500 sm:w-24">
                    {MEAL_TYPE_LABELS[meal.mealType]}
                  </span>
                  <span className="min-w-0 flex-1 break-words text-neutral-900">
                    {meal.recipe ? meal.recipe.name : 'No meal'}
                    {meal.recipe && meal.serves !== 1 ? ` × ${meal.serves}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      {listing.mine || listing.status !== 'listed' ? null : <RatingForm listing={listing} />}

      {listing.ratings.length > 0 ? (
        <section aria-labelledby="ratings-heading" className="grid gap-2">
          <h3 id="ratings-heading" className="font-semibold text-neutral-900">
            Ratings
          </h3>
          <ul className="grid gap-2 text-sm">
            {listing.ratings.map((rating, index) => (
              <li key={index} className="rounded-lg bg-neutral-50 p-2">
                <span className="font-medium text-neutral-900">{rating.userName}</span>{' '}
                <span className="text-neutral-600">{rating.rating} of 5</span>
                {rating.comment ? <p className="break-words text-neutral-700">{rating.comment}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 gap-2 border-t border-neutral-200 bg-white px-6 py-4">
        {!listing.mine && listing.status === 'listed' && user.role !== 'admin' ? (
          <ReportListingDialog
            listing={listing}
            trigger={
              <Button variant="ghost" className="sm:mr-auto">
                <Flag aria-hidden />
                Report a problem
              </Button>
            }
          />
        ) : null}
        {user.role === 'admin' && listing.status === 'listed' ? (
          confirmRemove ? (
            <Button
              variant="destructive"
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ listingId: listing.id })}
            >
              Yes, remove it for everyone
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setConfirmRemove(true)}>
              Remove from marketplace
            </Button>
          )
        ) : null}
        {user.role === 'admin' && listing.status === 'removed' ? (
          <Button
            variant="outline"
            disabled={restore.isPending}
            onClick={() => restore.mutate({ listingId: listing.id })}
          >
            Restore to marketplace
          </Button>
        ) : null}
        {canCopy ? (
          <Button disabled={copy.isPending} onClick={() => copy.mutate({ listingId: listing.id })}>
            Copy to my plans
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}

/** "Thank you for your rating!" the first time, "Rating saved" after; "Rate deleted" takes it back. */
function RatingForm({ listing }: { listing: ListingPreview }) {
  const utils = trpc.useUtils();
  const [rating, setRating] = useState(listing.myRating?.rating ?? 0);
  const [comment, setComment] = useState(listing.myRating?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const callbacks = {
    onSuccess: (result: { messageKey: keyof typeof messages }) => {
      toast.success(messages[result.messageKey]);
      void utils.marketplace.invalidate();
    },
    onError: (failure: unknown) => toast.error(errorText(failure)),
  };
  const rate = trpc.marketplace.rate.useMutation(callbacks);
  const remove = trpc.marketplace.deleteRating.useMutation({
    ...callbacks,
    onSuccess: (result) => {
      setRating(0);
      setComment('');
      callbacks.onSuccess(result);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating < 1) {
      setError('Choose 1 to 5 stars.');
      return;
    }
    setError(null);
    rate.mutate({ listingId: listing.id, rating, comment });
  }

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl border border-neutral-200 p-3" noValidate>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-neutral-900">
          {listing.myRating ? 'Your rating' : 'Rate this plan'}
        </legend>
        <div className="flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className={cn(
                'flex h-10 min-w-10 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600',
                rating === value
                  ? 'border-amber-500 bg-amber-50 text-amber-900'
                  : 'border-neutral-300 bg-white text-neutral-800',
              )}
            >
              <input
                type="radio"
                name="rating"
                value={value}
                className="sr-only"
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              {value} ★<span className="sr-only"> {value === 1 ? 'star' : 'stars'}</span>
            </label>
          ))}
        </div>
        {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      </fieldset>
      <label className="grid gap-1.5 text-sm font-medium text-neutral-800">
        Comment (optional)
        <textarea
          rows={2}
          maxLength={RATING_COMMENT_MAX}
          className={textAreaClass}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={rate.isPending}>
          Save rating
        </Button>
        {listing.myRating ? (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ listingId: listing.id })}
          >
            Delete my rating
          </Button>
        ) : null}
      </div>
    </form>
  );
}
