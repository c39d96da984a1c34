import { useState } from 'react';
import { ChefHat } from 'lucide-react';
import type { RecipeListItem } from '../../../shared/schemas/recipes.ts';
import { cn } from '../../lib/cn.ts';

type Photo = NonNullable<RecipeListItem['photo']>;

export interface RecipePhotoProps {
  photo: Photo | null;
  /** Which resized copy suits the place: a small preview, a card, or the recipe page's picture. */
  size: 'thumb' | 'card' | 'large';
  alt: string;
  className?: string;
  /** Tints the placeholder of a recipe without a photo, so a page of them is not one picture repeated. */
  mealTime?: string;
  /**
   * On the first screen (the catalogue's first cards, a recipe page's picture): asked for at once and before
   * other pictures, since it is what the page is waiting to show; the others load as they near the screen.
   */
  priority?: boolean;
}

const PREFERRED: Record<RecipePhotoProps['size'], (photo: Photo) => string[]> = {
  thumb: (photo) => [photo.thumbUrl, photo.url],
  // Cards are up to ~400 px wide, twice that on a sharp screen: the 200 px thumbnail would look soft.
  card: (photo) => [photo.mediumUrl, photo.thumbUrl, photo.url],
  large: (photo) => [photo.largeUrl, photo.mediumUrl, photo.url],
};

/**
 * A recipe's photo, falling back to the original while its resized copies are still being made (they
 * follow the upload by a few seconds), and to a placeholder when there is no photo at all.
 */
export function RecipePhoto({ photo, size, alt, className, mealTime, priority = false }: RecipePhotoProps) {
  const sources = photo ? PREFERRED[size](photo) : [];
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const src = sources.find((source) => !failed.has(source));
  if (!src) {
    return (
      <div
        className={cn(
          // Tinted by meal time in styles.css: breakfast amber, lunch green, dinner terracotta, snack blue, dessert pink.
          'recipe-placeholder flex items-center justify-center',
          className,
        )}
        data-meal-time={mealTime}
      >
        <ChefHat className="size-10 opacity-60" strokeWidth={1.5} aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn('bg-neutral-100 object-cover', className)}
      onError={() => setFailed((current) => new Set(current).add(src))}
    />
  );
}

/**
 * A recipe's small picture beside its name (a list row, a meal, a pick): decorative, with no text of its
 * own, since the name beside it already says what it shows.
 */
export function RecipeThumb({ photo, className }: Pick<RecipePhotoProps, 'photo' | 'className'>) {
  return <RecipePhoto photo={photo} size="thumb" alt="" className={className} />;
}
