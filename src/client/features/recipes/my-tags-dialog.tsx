import { useState, type ReactNode } from 'react';
import { messages } from '../../../shared/messages.ts';
import type { Tag, TagKind } from '../../../shared/schemas/tags.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogHeading,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { ChoiceChips } from './choice-chips.tsx';
import type { RecipeFilters } from './recipe-filters.tsx';

/**
 * A nutrition tag the user picks as "my tag" is one to keep away from (an allergen, a chemical, a FODMAP)
 * unless it is a claim, which recipes should carry.
 */
function isClaim(tag: Pick<Tag, 'nutritionGroup'>): boolean {
  return tag.nutritionGroup === 'claim';
}

/**
 * The catalogue filters a user's tag selection (SPEC §3) stands for: their meal tags are tags every recipe
 * has, their nutrition claims too, and their other nutrition tags are ones no recipe has.
 */
export function filtersOfMyTags(
  mealTags: readonly string[],
  nutritionTags: readonly string[],
  nutritionTagList: readonly Pick<Tag, 'name' | 'nutritionGroup'>[],
): Pick<RecipeFilters, 'tags' | 'nutritionTags' | 'excludeNutritionTags'> {
  const claims = new Set(nutritionTagList.filter(isClaim).map((tag) => tag.name));
  return {
    tags: [...mealTags],
    nutritionTags: nutritionTags.filter((name) => claims.has(name)),
    excludeNutritionTags: nutritionTags.filter((name) => !claims.has(name)),
  };
}

/** The user's saved tag selection of both kinds, once both are loaded. */
export function useMyTags() {
  const meal = trpc.tags.mySelection.useQuery({ kind: 'meal' });
  const nutrition = trpc.tags.mySelection.useQuery({ kind: 'nutrition' });
  const nutritionTagList = trpc.tags.list.useQuery({ kind: 'nutrition' });
  if (!meal.data || !nutrition.data || !nutritionTagList.data) return null;
  return filtersOfMyTags(meal.data.tags, nutrition.data.tags, nutritionTagList.data);
}

/**
 * "My tags": the meal and nutrition tags a user wants the catalogue to start from (SPEC §3 per-user tag
 * selection). Each kind is saved only when it changed (SPEC §5), and "Tags updated" says so. Saving
 * applies the selection to the filters on screen through `onSaved`.
 */
export function MyTagsDialog({
  trigger,
  onSaved,
}: {
  trigger: ReactNode;
  onSaved: (filters: ReturnType<typeof filtersOfMyTags>) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeading
          title="My tags"
          description="Choose the tags that suit you. The recipe catalogue opens with them as its filters."
        />
        {open ? (
          <MyTagsForm
            onSaved={(filters) => {
              setOpen(false);
              onSaved(filters);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MyTagsForm({ onSaved }: { onSaved: (filters: ReturnType<typeof filtersOfMyTags>) => void }) {
  const utils = trpc.useUtils();
  const mealTagList = trpc.tags.list.useQuery({ kind: 'meal' });
  const nutritionTagList = trpc.tags.list.useQuery({ kind: 'nutrition' });
  const savedMeal = trpc.tags.mySelection.useQuery({ kind: 'meal' });
  const savedNutrition = trpc.tags.mySelection.useQuery({ kind: 'nutrition' });
  const [chosen, setChosen] = useState<Record<TagKind, string[]> | null>(null);
  const save = trpc.tags.saveSelection.useMutation();

  const loaded =
    mealTagList.data && nutritionTagList.data && savedMeal.data && savedNutrition.data
      ? {
          mealTags: mealTagList.data,
          nutritionTags: nutritionTagList.data,
          selection: chosen ?? { meal: savedMeal.data.tags, nutrition: savedNutrition.data.tags },
        }
      : null;
  if (!loaded) {
    return <p className="py-6 text-center text-sm text-neutral-600">Loading your tags…</p>;
  }
  const { mealTags, nutritionTags, selection } = loaded;
  const claims = nutritionTags.filter(isClaim);
  const avoidable = nutritionTags.filter((tag) => !isClaim(tag));
  /** One group of chips: the tags `within` it, of those of `kind` the user chose; the other groups' stay. */
  const chipsOf = (kind: TagKind, within: readonly Tag[]) => {
    const isWithin = (name: string) => within.some((tag) => tag.name === name);
    return {
      options: within.map((tag) => ({ value: tag.name, label: tag.name })),
      selected: selection[kind].filter(isWithin),
      onChange: (names: string[]) =>
        setChosen({ ...selection, [kind]: [...selection[kind].filter((name) => !isWithin(name)), ...names] }),
    };
  };

  async function handleSave() {
    try {
      const results = await Promise.all(
        (['meal', 'nutrition'] as const).map((kind) => save.mutateAsync({ kind, tags: selection[kind] })),
      );
      await utils.tags.mySelection.invalidate();
      if (results.some((result) => result.changed)) toast.success(messages.tagsUpdated);
      const [meal, nutrition] = results;
      onSaved(filtersOfMyTags(meal!.tags, nutrition!.tags, nutritionTags));
    } catch (failure) {
      toast.error(errorText(failure));
    }
  }

  return (
    <div className="grid gap-5">
      <ChoiceChips
        legend="Meal tags"
        hint="Recipes that are all of these."
        {...chipsOf('meal', mealTags)}
        emptyText="There are no meal tags yet."
      />
      <ChoiceChips
        legend="Free from"
        hint="Recipes with none of these: allergens, food chemicals and FODMAPs you avoid."
        {...chipsOf('nutrition', avoidable)}
        emptyText="There are no nutrition tags yet."
      />
      {claims.length > 0 ? (
        <ChoiceChips
          legend="Nutrition claims"
          hint="Recipes with all of these."
          {...chipsOf('nutrition', claims)}
        />
      ) : null}
      <DialogActions>
        <Button onClick={handleSave} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save my tags'}
        </Button>
      </DialogActions>
    </div>
  );
}
