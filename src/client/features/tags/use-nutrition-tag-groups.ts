import type { NutritionTagGroup } from '../../../shared/constants/tags.ts';
import type { Tag } from '../../../shared/schemas/tags.ts';
import { trpc } from '../../lib/trpc.ts';

type Groups = ReadonlyMap<string, NutritionTagGroup | null>;

const EMPTY: Groups = new Map();

/** One map per list the server sends (a stable `select`, so react-query keeps its result). */
function byName(tags: Tag[]): Groups {
  return new Map(tags.map((tag) => [tag.name, tag.nutritionGroup]));
}

/**
 * The group of each nutrition tag the user may see, by name, for tagLook: empty until the list arrives (the
 * SPEC default names are known without it). The list is the one the filters and the editor read.
 */
export function useNutritionTagGroups(): Groups {
  return trpc.tags.list.useQuery({ kind: 'nutrition' }, { select: byName }).data ?? EMPTY;
}
