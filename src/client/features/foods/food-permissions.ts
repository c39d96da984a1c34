import { isAllowed } from '../../../shared/access.ts';
import { FOOD_REVIEWERS, type FoodListItem } from '../../../shared/schemas/foods.ts';
import type { SessionUser } from '../auth/use-session.ts';

/**
 * What the screen offers a user for a food: the same rules the server enforces (its visibility.ts), so no
 * button is shown that would only be refused.
 */
export function reviewsFoods(user: Pick<SessionUser, 'role'>): boolean {
  return isAllowed(user.role, FOOD_REVIEWERS);
}

/** The admin changes any food; a professional their own while it waits for review. */
export function mayChangeFood(
  user: Pick<SessionUser, 'id' | 'role'>,
  food: Pick<FoodListItem, 'createdBy' | 'status'>,
): boolean {
  return reviewsFoods(user) || (food.createdBy === user.id && food.status === 'pending');
}
