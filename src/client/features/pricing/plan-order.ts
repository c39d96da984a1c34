/** The ids with `moved` taken out and put where `target` is (before it going up, after it going down). */
export function moveBefore(ids: readonly string[], moved: string, target: string): string[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from === -1 || to === -1 || from === to) return [...ids];
  const next = ids.filter((id) => id !== moved);
  next.splice(to, 0, moved);
  return next;
}

/** The id one place up (-1) or down (+1) from `id`, or null at either end. */
export function neighbourOf(ids: readonly string[], id: string, step: -1 | 1): string | null {
  const index = ids.indexOf(id);
  if (index === -1) return null;
  return ids[index + step] ?? null;
}

/** Items in the order of `ids`, items not named there kept at the end in their own order. */
export function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[] | null): T[] {
  if (!ids) return [...items];
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}
