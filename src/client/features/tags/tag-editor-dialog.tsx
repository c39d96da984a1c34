import { useId, useRef, useState, type FormEvent } from 'react';
import type { Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { NUTRIENT_INFO, NUTRIENT_KEYS, type NutrientKey } from '../../../shared/nutrition/nutrients.ts';
import {
  DEFAULT_TAG_ROLES,
  NUTRITION_TAG_GROUP_LABELS,
  NUTRITION_TAG_GROUPS,
  TAG_RULE_CONDITION_LABELS,
  TAG_RULE_CONDITIONS,
  TAG_RULE_SCOPES,
  ZMealTagInput,
  ZNutritionTagInput,
  type NutritionTagGroup,
  type Tag,
  type TagKind,
  type TagRuleCondition,
  type TagRules,
  type TagRuleScope,
} from '../../../shared/schemas/tags.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FieldError } from '../../components/ui/field-frame.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';
import { useTagCallbacks } from './tag-dialogs.tsx';
import { TAG_KIND_WORDS } from './tag-words.ts';
import { DialogActions } from '../../components/dialogs.tsx';

/** A rule as typed: no nutrient means no rule; the amount stays text so a half-typed number is kept. */
interface RuleDraft {
  nutrient: NutrientKey | '';
  condition: TagRuleCondition;
  amount: string;
}

const SCOPE_HINTS: Record<TagRuleScope, { legend: string; hint: string }> = {
  main: { legend: 'Main meal rule', hint: 'Breakfast, lunch and dinner recipes, per serve.' },
  snack: { legend: 'Snack rule', hint: 'Snack and dessert recipes, per serve.' },
  hundred: { legend: 'Per 100 g rule', hint: 'Every recipe, per 100 g.' },
};

function ruleDrafts(rules: TagRules | undefined): Record<TagRuleScope, RuleDraft> {
  return Object.fromEntries(
    TAG_RULE_SCOPES.map((scope) => {
      const rule = rules?.[scope];
      return [
        scope,
        rule
          ? { nutrient: rule.nutrient, condition: rule.condition, amount: String(rule.amount) }
          : { nutrient: '', condition: 'gte', amount: '' },
      ];
    }),
  ) as Record<TagRuleScope, RuleDraft>;
}

/** A typed amount: a comma may stand for the decimal point; blank or unreadable is NaN, refused as such. */
function parseAmount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed.replace(',', '.'));
}

function rulesOf(drafts: Record<TagRuleScope, RuleDraft>): TagRules {
  const rules: TagRules = {};
  for (const scope of TAG_RULE_SCOPES) {
    const draft = drafts[scope];
    if (draft.nutrient === '') continue;
    rules[scope] = {
      nutrient: draft.nutrient,
      condition: draft.condition,
      amount: parseAmount(draft.amount),
    };
  }
  return rules;
}

interface TagEditorDialogProps {
  kind: TagKind;
  /** The tag to edit, or null to add one. */
  tag: Tag | null;
  onDone: () => void;
}

/** Add or edit a meal or nutrition tag. Rendered inside an open <Dialog>. */
export function TagEditorDialog({ kind, tag, onDone }: TagEditorDialogProps) {
  const words = TAG_KIND_WORDS[kind];
  const formId = useId();
  const [name, setName] = useState(tag?.name ?? '');
  const [published, setPublished] = useState(tag?.published ?? true);
  const [roles, setRoles] = useState<Role[]>(() => [...(tag?.roles ?? DEFAULT_TAG_ROLES)]);
  const [nutritionGroup, setNutritionGroup] = useState<NutritionTagGroup | ''>(tag?.nutritionGroup ?? '');
  const [switchToBool, setSwitchToBool] = useState(tag?.switchToBool ?? false);
  const [rules, setRules] = useState(() => ruleDrafts(tag?.rules));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The dialog scrolls on a phone: take the user to the first field to fix, once it is marked.
  const focusFirstProblem = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const callbacks = {
    onSuccess: useTagCallbacks(onDone).onSuccess,
    // SPEC §8: a tag error goes to an error state in the form, not a banner.
    onError: (error: unknown) => {
      const text = errorText(error);
      const fieldErrors = serverFieldErrors(error);
      if (text === messages[words.nameTaken]) fieldErrors.name = text;
      setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: text });
      focusFirstProblem();
    },
  };
  const createMeal = trpc.tags.meal.create.useMutation(callbacks);
  const updateMeal = trpc.tags.meal.update.useMutation(callbacks);
  const createNutrition = trpc.tags.nutrition.create.useMutation(callbacks);
  const updateNutrition = trpc.tags.nutrition.update.useMutation(callbacks);
  const saving = [createMeal, updateMeal, createNutrition, updateNutrition].some((m) => m.isPending);

  const clearError = (field: string) =>
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));

  function updateRule(scope: TagRuleScope, change: Partial<RuleDraft>, field: keyof RuleDraft) {
    setRules((current) => ({ ...current, [scope]: { ...current[scope], ...change } }));
    clearError(`rules.${scope}.${field}`);
    clearError('switchToBool');
  }

  function showIssues(issues: readonly { path: PropertyKey[]; message: string }[]) {
    const found: FieldErrors = {};
    for (const issue of issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    focusFirstProblem();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const common = { name, published, roles };
    if (kind === 'meal') {
      const parsed = ZMealTagInput.safeParse(common);
      if (!parsed.success) return showIssues(parsed.error.issues);
      setErrors({});
      if (tag) updateMeal.mutate({ id: tag.id, ...parsed.data });
      else createMeal.mutate(parsed.data);
      return;
    }
    const parsed = ZNutritionTagInput.safeParse({
      ...common,
      nutritionGroup: nutritionGroup || null,
      switchToBool,
      // A tag set by hand keeps no rules; the drafts are kept in case the switch goes back.
      rules: switchToBool ? {} : rulesOf(rules),
    });
    if (!parsed.success) return showIssues(parsed.error.issues);
    setErrors({});
    if (tag) updateNutrition.mutate({ id: tag.id, ...parsed.data });
    else createNutrition.mutate(parsed.data);
  }

  return (
    <DialogContent className="text-left sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle>{tag ? `Edit ${words.one}` : `Add ${words.one}`}</DialogTitle>
        <DialogDescription>
          {tag
            ? 'A new name is carried to every recipe and saved selection that has this tag.'
            : `Published ${words.many} are offered to the roles you tick when they choose tags.`}
        </DialogDescription>
      </DialogHeader>
      <form ref={formRef} id={formId} onSubmit={handleSubmit} noValidate className="grid gap-5">
        <Field
          label="Name"
          name="name"
          autoComplete="off"
          placeholder={kind === 'meal' ? 'e.g. Vegetarian' : 'e.g. Gluten'}
          value={name}
          error={errors.name ?? null}
          onChange={(event) => {
            setName(event.target.value);
            clearError('name');
          }}
        />
        <SwitchRow
          id={`${formId}-published`}
          label="Published"
          hint="Unpublished tags are hidden from everyone but admins."
          checked={published}
          onCheckedChange={(checked) => {
            setPublished(checked);
            clearError('published');
          }}
        />
        <RoleCheckboxes
          value={roles}
          onChange={(next) => {
            setRoles(next);
            clearError('roles');
          }}
        />
        {kind === 'nutrition' ? (
          <>
            <SelectField
              label="Group"
              options={NUTRITION_TAG_GROUPS.map((group) => ({
                value: group,
                label: NUTRITION_TAG_GROUP_LABELS[group],
              }))}
              value={nutritionGroup}
              error={errors.nutritionGroup ?? null}
              onChange={(event) => {
                setNutritionGroup(event.target.value as NutritionTagGroup | '');
                clearError('nutritionGroup');
              }}
            >
              <option value="">No group</option>
            </SelectField>
            <SwitchRow
              id={`${formId}-switch-to-bool`}
              label="Set by hand"
              hint="A yes or no the recipe editor ticks. Turn it off to let rules put the tag on recipes."
              checked={switchToBool}
              error={errors.switchToBool ?? null}
              onCheckedChange={(checked) => {
                setSwitchToBool(checked);
                clearError('switchToBool');
              }}
            />
            {switchToBool ? null : (
              <div className="grid gap-4">
                <p className="text-sm text-neutral-600">
                  The tag goes on a recipe when any rule that fits the recipe is met. Leave a rule’s nutrient
                  on “No rule” to skip it.
                </p>
                {TAG_RULE_SCOPES.map((scope) => (
                  <RuleFieldset
                    key={scope}
                    scope={scope}
                    draft={rules[scope]}
                    errors={errors}
                    onChange={(change, field) => updateRule(scope, change, field)}
                  />
                ))}
              </div>
            )}
          </>
        ) : null}
        <div aria-live="polite">
          <FieldError error={errors.form} />
        </div>
        <DialogActions>
          <Button type="submit" disabled={saving}>
            {tag ? 'Save tag' : `Add ${words.one}`}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}

interface SwitchRowProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  error?: string | null;
  onCheckedChange: (checked: boolean) => void;
}

function SwitchRow({ id, label, hint, checked, error, onCheckedChange }: SwitchRowProps) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={id}>{label}</Label>
          <p id={`${id}-hint`} className="text-sm text-neutral-600">
            {hint}
          </p>
        </div>
        <Switch
          id={id}
          checked={checked}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onCheckedChange={onCheckedChange}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

interface RuleFieldsetProps {
  scope: TagRuleScope;
  draft: RuleDraft;
  errors: FieldErrors;
  onChange: (change: Partial<RuleDraft>, field: keyof RuleDraft) => void;
}

function RuleFieldset({ scope, draft, errors, onChange }: RuleFieldsetProps) {
  const { legend, hint } = SCOPE_HINTS[scope];
  const off = draft.nutrient === '';
  const unit = off ? null : NUTRIENT_INFO[draft.nutrient as NutrientKey].unit;
  const error = (field: keyof RuleDraft) => errors[`rules.${scope}.${field}`] ?? null;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-neutral-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-neutral-900">{legend}</legend>
      <p className="-mt-1 text-sm text-neutral-600">{hint}</p>
      <div className="grid items-start gap-3 sm:grid-cols-3">
        <SelectField
          label="Nutrient"
          value={draft.nutrient}
          error={error('nutrient')}
          onChange={(event) => onChange({ nutrient: event.target.value as NutrientKey | '' }, 'nutrient')}
        >
          <option value="">No rule</option>
          {NUTRIENT_KEYS.map((key) => (
            <option key={key} value={key}>
              {NUTRIENT_INFO[key].label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Condition"
          options={TAG_RULE_CONDITIONS.map((condition) => ({
            value: condition,
            label: TAG_RULE_CONDITION_LABELS[condition],
          }))}
          value={draft.condition}
          disabled={off}
          error={error('condition')}
          onChange={(event) => onChange({ condition: event.target.value as TagRuleCondition }, 'condition')}
        />
        <Field
          label={unit ? `Amount (${unit})` : 'Amount'}
          name={`${scope}-amount`}
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          disabled={off}
          value={draft.amount}
          error={error('amount')}
          onChange={(event) => onChange({ amount: event.target.value }, 'amount')}
        />
      </div>
    </fieldset>
  );
}
