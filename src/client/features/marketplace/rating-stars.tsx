import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A plan's average as five stars and its number to 2 decimals (SPEC §9: 3.5 without ratings). */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  return (
    <p className="flex items-center gap-2 text-sm text-neutral-700">
      <span className="flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            className={cn(
              'size-4',
              rating >= star - 0.25 ? 'fill-amber-400 text-amber-500' : 'text-neutral-300',
            )}
          />
        ))}
      </span>
      <span>
        <span className="font-semibold text-neutral-900">{rating.toFixed(2)}</span>
        <span className="sr-only"> out of 5</span> ({count} {count === 1 ? 'rating' : 'ratings'})
      </span>
    </p>
  );
}
