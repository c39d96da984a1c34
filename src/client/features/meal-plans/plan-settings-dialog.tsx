import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Calculator, ChevronDown, X } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { slotEnergyTargets } from '../../../shared/planning/energy-targets.ts';
import { planMealTypes } from '../../../shared/planning/meal-types.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import { calToKj, type EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { MEAL_SERVES_MAX, ZPlanSettingsInput, type Plan } from '../../../shared/schemas/planner.ts';
import { NUTRITION_TAG_GROUP_LABELS, type NutritionTagGroup } from '../../../shared/schemas/tags.ts';
import { useDisclosure } from '../../components/plan-light-parts.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Dialog, DialogClose, DialogContent, DialogHeading } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText, serverFieldErrors, validate, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { ChoiceChips } from '../recipes/choice-chips.tsx';
import { MainMealsChoice } from '../goal/meals-fields.tsx';
import { ClientCalculator } from './client-calculator.tsx';
import { MacroTargetsFields } from './macro-targets-fields.tsx';
import { MEAL_TYPE_LABELS } from './plan-grid.ts';
import {
  addIngredientWords,
  AVOIDED_NUTRITION_GROUPS,
  energyFieldText,
  initialSettings,
  macroTargetErrors,
  parseNumber,
  settingsInputOf,
  SNACK_COUNT_OPTIONS,
  tagChoices,
  typedEnergyKj,
  type MacroTargetsForm,
  type SettingsFormValues,
} from './settings-form.ts';

/** A macro field's key among the form's errors. */
const macroErrorKey = (key: keyof MacroTargetsForm) => `macroTargets.${key}`;

/**
 * The plan's settings (its goal copy and the rules generation follows): the daily energy target, which the
 * professional can work out for the client with the calculator; the protein, fat, carbohydrate and fibre
 * targets; the day's meals and the serves of each;
 * the meal tags and nutrition claims wanted, the tags to avoid and ingredient words. "Meal plan updated".
 */
export function PlanSettingsDialog({
  open,
  onOpenChange,
  plan,
  energyUnit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: Plan;
  energyUnit: EnergyUnit;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex max-h-[calc(100dvh-2rem)] max-w-3xl flex-col gap-0 p-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:rounded-none"
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <DialogHeading
          className="border-b border-neutral-200 p-5 sm:px-6"
          title="Plan settings"
          description={
            <>
              {plan.name} for {plan.folder.client}. Generating follows these; meals already in the plan stay
              as they are until you generate again.
            </>
          }
        />
        {/* Made afresh at each opening, from the plan as it is then; a refresh while open keeps the edits. */}
        {open ? (
          <SettingsForm plan={plan} energyUnit={energyUnit} onSaved={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({
  plan,
  energyUnit,
  onSaved,
}: {
  plan: Plan;
  energyUnit: EnergyUnit;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<SettingsFormValues>(() => initialSettings(plan, energyUnit));
  const [errors, setErrors] = useState<FieldErrors>({});
  const calculator = useDisclosure();
  const [ingredientText, setIngredientText] = useState('');
  const targetId = useId();
  const mealTags = trpc.tags.list.useQuery({ kind: 'meal' });
  const nutritionTags = trpc.tags.list.useQuery({ kind: 'nutrition' });
  const utils = trpc.useUtils();
  const save = trpc.mealPlans.updateSettings.useMutation({
    onSuccess: async (result) => {
      toast.success(messages[result.messageKey]);
      await Promise.all([utils.mealPlans.get.invalidate({ id: plan.id }), utils.mealPlans.list.invalidate()]);
      onSaved();
    },
    onError: (failure) => {
      const fieldErrors = serverFieldErrors(failure);
      setErrors(fieldErrors);
      toast.error(Object.keys(fieldErrors).length > 0 ? messages.invalidInput : errorText(failure));
    },
  });

  function update(change: Partial<SettingsFormValues>, clear: string[] = []) {
    setValues((current) => ({ ...current, ...change }));
    if (clear.length > 0) {
      setErrors((current) => ({ ...current, ...Object.fromEntries(clear.map((key) => [key, undefined])) }));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZPlanSettingsInput, settingsInputOf(plan.id, values, energyUnit));
    const macroErrors = Object.entries(macroTargetErrors(values.macroTargets)).map(
      ([key, message]) => [macroErrorKey(key as keyof MacroTargetsForm), message] as const,
    );
    setErrors({ ...(checked.ok ? {} : checked.errors), ...Object.fromEntries(macroErrors) });
    if (checked.ok) save.mutate(checked.data);
  }

  const shape = { mainMeals: values.mainMeals, snacks: values.snacks, dessert: values.dessert };
  const mealTypes = planMealTypes(shape);
  const typedTarget = parseNumber(values.energyTarget);
  const split =
    typedTarget !== null && Number.isFinite(typedTarget) && typedTarget > 0 && values.mainMeals.length > 0
      ? slotEnergyTargets({
          ...shape,
          energyTargetKj: energyUnit === 'Cal' ? calToKj(typedTarget) : typedTarget,
        })
      : null;
  const energy = (kj: number) => formatNutrient('energyKj', kj, energyUnit);

  const tagsOf = (group: NutritionTagGroup | null) =>
    (nutritionTags.data ?? []).filter((tag) => tag.nutritionGroup === group).map((tag) => tag.name);
  const claims = tagChoices(tagsOf('claim'), values.nutritionTags);
  const avoidable = AVOIDED_NUTRITION_GROUPS.map((group) => ({ group, names: tagsOf(group) }));
  const otherAvoidable = tagChoices(
    tagsOf(null),
    values.avoidTags.filter((name) => !avoidable.some((group) => group.names.includes(name))),
  );
  /** The avoided tags among `names`, chosen as one group of chips: the avoided tags of other groups stay. */
  const avoidChoices = (names: readonly string[]) => ({
    selected: values.avoidTags.filter((name) => names.includes(name)),
    onChange: (selected: string[]) =>
      update({ avoidTags: [...values.avoidTags.filter((name) => !names.includes(name)), ...selected] }, [
        'avoidTags',
      ]),
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto p-5 sm:px-6">
        {plan.recipePlan ? null : (
          <Section title="Energy" description="The client’s day, shared between the meals.">
            <div className="grid gap-3">
              <Field
                id={targetId}
                label={`Daily energy target (${energyUnit})`}
                type="number"
                inputMode="decimal"
                step="any"
                value={values.energyTarget}
                error={errors.energyTargetKj ?? null}
                fieldClassName="max-w-xs"
                hint={
                  split
                    ? `Main meals ${split.mainMealKj === null ? '—' : energy(split.mainMealKj)} each${split.snackKj === null ? '' : `, snacks and dessert ${energy(split.snackKj)} each`}.`
                    : 'Generating needs a target; each meal is then kept within its share.'
                }
                onChange={(event) => update({ energyTarget: event.target.value }, ['energyTargetKj'])}
              />
              <div>
                <Button type="button" variant="outline" {...calculator.buttonProps}>
                  <Calculator aria-hidden />
                  Calculate for the client
                  <ChevronDown
                    className={cn('transition-transform', calculator.open && 'rotate-180')}
                    aria-hidden
                  />
                </Button>
              </div>
              <div id={calculator.panelId} hidden={!calculator.open}>
                {calculator.open ? (
                  <ClientCalculator
                    folderId={plan.folder.id}
                    meals={{
                      mainMeals: values.mainMeals.length,
                      snacks: values.snacks,
                      dessert: values.dessert,
                    }}
                    energyUnit={energyUnit}
                    onUse={(kj) => {
                      update({ energyTarget: energyFieldText(kj, energyUnit) }, ['energyTargetKj']);
                      calculator.setOpen(false);
                      document.getElementById(targetId)?.focus();
                    }}
                  />
                ) : null}
              </div>
            </div>
          </Section>
        )}

        {plan.recipePlan ? null : (
          <Section
            title="Targets"
            description="Protein, fat and carbohydrate a day, and a fibre minimum. Generating aims for each within 5 %; leave one blank for no target."
          >
            <MacroTargetsFields
              value={values.macroTargets}
              onChange={(macroTargets, changed) =>
                update({ macroTargets }, ['macroTargets', ...changed.map(macroErrorKey)])
              }
              errors={{
                protein: errors[macroErrorKey('protein')],
                fat: errors[macroErrorKey('fat')],
                carbohydrate: errors[macroErrorKey('carbohydrate')],
                fibreMin: errors[macroErrorKey('fibreMin')],
              }}
              energyTargetKj={typedEnergyKj(values, energyUnit)}
              energyUnit={energyUnit}
              folderId={plan.folder.id}
              recordedWeightKg={plan.clientWeightKg}
            />
            {errors.macroTargets &&
            !Object.keys(errors).some((key) => key.startsWith('macroTargets.') && errors[key]) ? (
              <p className="text-sm font-medium text-red-700">{errors.macroTargets}</p>
            ) : null}
          </Section>
        )}

        <Section title="Meals" description="The meals of each day, and how many serves of each.">
          <div className="grid gap-4">
            <MainMealsChoice
              selected={values.mainMeals}
              error={errors.mainMeals}
              onChange={(mainMeals) => update({ mainMeals }, ['mainMeals'])}
            />
            <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
              <SelectField
                label="Snacks a day"
                value={String(values.snacks)}
                fieldClassName="w-36"
                options={SNACK_COUNT_OPTIONS}
                onChange={(event) => update({ snacks: Number(event.target.value) })}
              />
              <div className="flex h-10 items-center gap-2">
                <Checkbox
                  id={`${targetId}-dessert`}
                  checked={values.dessert}
                  onCheckedChange={(checked) => update({ dessert: checked === true })}
                />
                <Label htmlFor={`${targetId}-dessert`}>Dessert</Label>
              </div>
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-neutral-800">Serves of each meal</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {mealTypes.map((mealType) => (
                  <Field
                    key={mealType}
                    label={`${MEAL_TYPE_LABELS[mealType]} serves`}
                    type="number"
                    inputMode="decimal"
                    min={0.25}
                    max={MEAL_SERVES_MAX}
                    step={0.25}
                    value={values.servings[mealType]}
                    onChange={(event) =>
                      update({ servings: { ...values.servings, [mealType]: event.target.value } }, [
                        'servings',
                      ])
                    }
                  />
                ))}
              </div>
              {errors.servings ? <p className="text-sm font-medium text-red-700">{errors.servings}</p> : null}
            </fieldset>
          </div>
        </Section>

        <Section
          title="Recipes to choose from"
          description="Generating takes only recipes with every tag wanted and none of the tags avoided; the recipe picker starts with them too."
        >
          <div className="grid gap-5">
            <ChoiceChips
              legend="Meal tags wanted"
              options={tagChoices(
                (mealTags.data ?? []).map((tag) => tag.name),
                values.mealTags,
              ).map(option)}
              selected={values.mealTags}
              emptyText={mealTags.isPending ? 'Loading tags…' : 'No meal tags yet.'}
              onChange={(selected) => update({ mealTags: selected }, ['mealTags'])}
            />
            <ChoiceChips
              legend="Nutrition claims wanted"
              options={claims.filter((name) => !values.avoidTags.includes(name)).map(option)}
              selected={values.nutritionTags}
              emptyText={nutritionTags.isPending ? 'Loading tags…' : 'No nutrition claims yet.'}
              onChange={(selected) => update({ nutritionTags: selected }, ['nutritionTags', 'avoidTags'])}
            />
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium text-neutral-800">Avoid recipes with</legend>
              {avoidable.map(({ group, names }) =>
                names.length > 0 || values.avoidTags.some((name) => names.includes(name)) ? (
                  <ChoiceChips
                    key={group}
                    legend={
                      <span className="text-xs text-neutral-600">{NUTRITION_TAG_GROUP_LABELS[group]}</span>
                    }
                    options={names.filter((name) => !values.nutritionTags.includes(name)).map(option)}
                    {...avoidChoices(names)}
                  />
                ) : null,
              )}
              {otherAvoidable.length > 0 ? (
                <ChoiceChips
                  legend={<span className="text-xs text-neutral-600">Other</span>}
                  options={otherAvoidable.map(option)}
                  {...avoidChoices(otherAvoidable)}
                />
              ) : null}
              {errors.avoidTags ? (
                <p className="text-sm font-medium text-red-700">{errors.avoidTags}</p>
              ) : null}
            </fieldset>
            <IngredientWords
              words={values.ingredientTags}
              text={ingredientText}
              error={errors.ingredientTags}
              onTextChange={setIngredientText}
              onChange={(words) => update({ ingredientTags: words }, ['ingredientTags'])}
            />
          </div>
        </Section>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-neutral-200 p-4 sm:px-6">
        <p role="alert" className="w-full text-sm font-medium text-red-700 empty:hidden sm:w-auto sm:flex-1">
          {Object.values(errors).some(Boolean) ? messages.invalidInput : ''}
        </p>
        <DialogClose asChild>
          <Button variant="outline" className="flex-1 sm:ml-auto sm:flex-none">
            Cancel
          </Button>
        </DialogClose>
        <Button needsConnection type="submit" disabled={save.isPending} className="flex-1 sm:flex-none">
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

const option = (name: string) => ({ value: name, label: name });

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div>
        <h3 id={id} className="text-base font-semibold text-neutral-900">
          {title}
        </h3>
        <p className="text-sm text-neutral-600">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** Ingredient words: a recipe must have one of them in its name or an ingredient (SPEC §5). */
function IngredientWords({
  words,
  text,
  error,
  onTextChange,
  onChange,
}: {
  words: string[];
  text: string;
  error: string | undefined;
  onTextChange: (text: string) => void;
  onChange: (words: string[]) => void;
}) {
  const id = useId();
  function add() {
    if (!text.trim()) return;
    onChange(addIngredientWords(words, text));
    onTextChange('');
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Ingredient words</Label>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-neutral-600">
        Recipes must have at least one of these in their name or ingredients, e.g. chicken, oats. Leave empty
        for any.
      </p>
      <div className="flex max-w-md gap-2">
        <Input
          id={id}
          value={text}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          placeholder="Type a word and press Enter"
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          Add
        </Button>
      </div>
      {words.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Ingredient words">
          {words.map((word) => (
            <li
              key={word}
              className="inline-flex h-8 items-center gap-1 rounded-full border border-brand-600 bg-brand-50 pr-1 pl-3 text-sm font-medium text-brand-950"
            >
              {word}
              <button
                type="button"
                aria-label={`Remove ${word}`}
                className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-accent-600"
                onClick={() => onChange(words.filter((each) => each !== word))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  );
}
