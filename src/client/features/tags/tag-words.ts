import type { MessageKey } from '../../../shared/messages.ts';
import type { TagKind } from '../../../shared/schemas/tags.ts';

/** How the tag screens name each kind of tag. */
export const TAG_KIND_WORDS: Record<
  TagKind,
  { title: string; one: string; many: string; nameTaken: MessageKey; example: string }
> = {
  meal: {
    title: 'Meal Type Tags',
    one: 'meal tag',
    many: 'meal tags',
    nameTaken: 'mealTagNameTaken',
    example: 'Vegetarian or Halal',
  },
  nutrition: {
    title: 'Nutrition Tags',
    one: 'nutrition tag',
    many: 'nutrition tags',
    nameTaken: 'nutritionTagNameTaken',
    example: 'Gluten or High protein',
  },
};
