import { useCallback, useState } from 'react';

/**
 * The foods a shopper has ticked off a plan's shopping list, kept in this browser (decision 037) under the
 * plan's id, so a reload or the next visit to the shop finds them ticked. Only food ids are stored.
 */
const keyOf = (planId: string) => `shoppingTicks:${planId}`;

export function readShoppingTicks(planId: string): Set<string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(keyOf(planId)) ?? '[]');
    if (Array.isArray(value)) return new Set(value.filter((id): id is string => typeof id === 'string'));
  } catch {
    // A value another version wrote, or storage switched off: nothing ticked.
  }
  return new Set();
}

export function storeShoppingTicks(planId: string, ticks: ReadonlySet<string>): void {
  try {
    if (ticks.size === 0) localStorage.removeItem(keyOf(planId));
    else localStorage.setItem(keyOf(planId), JSON.stringify([...ticks]));
  } catch {
    // Storage switched off: the ticks last this visit only.
  }
}

/** The plan's ticks, a way to tick or untick one food, and a way to clear them all. */
export function useShoppingTicks(planId: string) {
  const [ticks, setTicks] = useState(() => readShoppingTicks(planId));
  const [forPlan, setForPlan] = useState(planId);
  if (forPlan !== planId) {
    setForPlan(planId);
    setTicks(readShoppingTicks(planId));
  }
  const tick = useCallback(
    (foodId: string, ticked: boolean) => {
      setTicks((current) => {
        const next = new Set(current);
        if (ticked) next.add(foodId);
        else next.delete(foodId);
        storeShoppingTicks(planId, next);
        return next;
      });
    },
    [planId],
  );
  const clear = useCallback(() => {
    storeShoppingTicks(planId, new Set());
    setTicks(new Set());
  }, [planId]);
  return { ticks, tick, clear };
}
