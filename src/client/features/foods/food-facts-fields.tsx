import { useId } from 'react';
import {
  CONTAINS_TAGS,
  FOOD_DIET_FLAGS,
  type ContainsTag,
  type FoodDietFlag,
} from '../../../shared/safety/client-safety.ts';
import { tagLook, withContainsJoined } from '../../../shared/nutrition/tag-looks.ts';
import { ChoiceFieldset } from '../../components/plan-light-parts.tsx';
import { TagBadge } from '../../components/tag-badge.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { shownFacts, type FoodFactsDraft, type FoodOrigin } from './food-facts.ts';

/** The plain words of each "contains" tag: Nuts are tree nuts, Seafood fish and shellfish alike. */
const CONTAINS_LABELS: Record<ContainsTag, string> = {
  Gluten: 'Gluten',
  Wheat: 'Wheat',
  Dairy: 'Dairy',
  Egg: 'Egg',
  Nuts: 'Tree nuts',
  Peanuts: 'Peanuts',
  Seafood: 'Seafood',
  Soy: 'Soy',
  Sesame: 'Sesame',
};

const DIET_FLAG_LABELS: Record<FoodDietFlag, string> = {
  meat: 'Meat or poultry',
  pork: 'Pork',
  fish: 'Fish',
  shellfish: 'Shellfish',
  animal: 'Animal product',
  alcohol: 'Alcohol',
  grain: 'Grain',
  legume: 'Legume',
};

interface FoodFactsFieldsProps {
  draft: FoodFactsDraft;
  /** The name as typed: the rule table reads it as it changes. */
  name: string;
  origin: FoodOrigin;
  onChange: (draft: FoodFactsDraft) => void;
}

/**
 * "What it contains": the nine "contains" tags and the diet facts as checkboxes, worked out from the name by
 * the rule table (the boxes follow the name as it is typed) until the person changes one, from when on they
 * are the person's and the rule table leaves them alone; ticking "Worked out from the name" hands them back.
 */
export function FoodFactsFields({ draft, name, origin, onChange }: FoodFactsFieldsProps) {
  const id = useId();
  const shown = shownFacts(draft, name, origin);
  const byRules = draft.setBy === 'rules';
  const toggle = <T extends string>(list: readonly T[], all: readonly T[], value: T, on: boolean) =>
    all.filter((item) => (item === value ? on : list.includes(item)));
  return (
    <section className="grid gap-4 rounded-xl border border-neutral-200 p-4" aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-neutral-900">
          What it contains
        </h3>
        <p className="text-sm text-neutral-600" aria-live="polite">
          {byRules
            ? 'Worked out from the name by the rule table. Change a box to set them yourself.'
            : 'Set by a person: the rule table leaves them as they are.'}{' '}
          Recipes take their allergens from their foods.
        </p>
      </div>
      <div className="flex min-h-8 items-center gap-2">
        <Checkbox
          id={`${id}-rules`}
          checked={byRules}
          onCheckedChange={(on) =>
            onChange(on ? { ...draft, setBy: 'rules' } : { ...shown, setBy: 'person' })
          }
        />
        <Label htmlFor={`${id}-rules`} className="leading-snug">
          Worked out from the name
        </Label>
      </div>
      <ChoiceFieldset legend="Contains">
        {() => (
          <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
            {CONTAINS_TAGS.map((tag) => (
              <FactBox
                key={tag}
                id={`${id}-contains-${tag}`}
                label={CONTAINS_LABELS[tag]}
                checked={shown.tags.includes(tag)}
                onChange={(on) =>
                  onChange({ ...shown, setBy: 'person', tags: toggle(shown.tags, CONTAINS_TAGS, tag, on) })
                }
              />
            ))}
          </div>
        )}
      </ChoiceFieldset>
      <ChoiceFieldset
        legend="Diet facts"
        hint="What the diet tags check: a recipe with meat is not Vegetarian, one with pork not Halal."
      >
        {() => (
          <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
            {FOOD_DIET_FLAGS.map((flag) => (
              <FactBox
                key={flag}
                id={`${id}-flag-${flag}`}
                label={DIET_FLAG_LABELS[flag]}
                checked={shown.dietFlags.includes(flag)}
                onChange={(on) =>
                  onChange({
                    ...shown,
                    setBy: 'person',
                    dietFlags: toggle(shown.dietFlags, FOOD_DIET_FLAGS, flag, on),
                  })
                }
              />
            ))}
          </div>
        )}
      </ChoiceFieldset>
    </section>
  );
}

function FactBox(props: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex min-h-8 items-center gap-2">
      <Checkbox id={props.id} checked={props.checked} onCheckedChange={props.onChange} />
      <Label htmlFor={props.id} className="leading-snug">
        {props.label}
      </Label>
    </div>
  );
}

/** A food's "contains" tags on the list as one chip, "Contains dairy and soy"; nothing when it has none. */
export function FoodContainsChip({ tags }: { tags: readonly string[] }) {
  const looks = withContainsJoined(
    CONTAINS_TAGS.filter((tag) => tags.includes(tag)).map((name) =>
      tagLook({ kind: 'nutrition', name, nutritionGroup: 'contains' }),
    ),
  );
  return looks.map((look) => <TagBadge key={look.label} look={look} className="whitespace-normal" />);
}
