import { useState, type FormEvent } from 'react';
import {
  CURRENCIES,
  PRICE_TIERS,
  ZPlanInput,
  type Plan,
  type PlanInput,
} from '../../../shared/schemas/billing.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { NumberField } from '../../components/ui/form-fields.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { validate } from '../../lib/errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { trpc } from '../../lib/trpc.ts';
import { centsOf, priceText, TIER_LABELS } from '../billing/plan-text.ts';
import { EditorFormDialogContent } from '../../components/form-dialog.tsx';
import { formCallbacks } from '../../components/mutation-toasts.ts';

/** The plan's kind and period in one choice, as an admin thinks of it. */
const BILLING_CHOICES = {
  monthly: 'Subscription, billed monthly',
  yearly: 'Subscription, billed yearly',
  token: 'One-off token purchase',
} as const;
type BillingChoice = keyof typeof BILLING_CHOICES;

function billingChoiceOf(plan: Plan | undefined): BillingChoice {
  if (!plan) return 'monthly';
  if (plan.kind === 'token' || plan.recurring === null) return 'token';
  return plan.recurring;
}

/** "" is no number (the schema then says what is missing). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Add or edit a plan of Pricing; the server keeps its Stripe product and price in step. */
export function PlanDialog({ plan, onDone }: { plan?: Plan; onDone: () => void }) {
  const form = useForm({
    title: plan?.title ?? '',
    billing: billingChoiceOf(plan) as string,
    price: plan ? priceText(plan.priceCents) : '',
    currency: plan?.currency ?? 'aud',
    meals: plan ? String(plan.meals) : '',
    downloads: plan ? String(plan.downloads) : '0',
    tier: plan?.tier ?? '',
  });
  const [active, setActive] = useState(plan?.active ?? true);
  const utils = trpc.useUtils();
  const callbacks = formCallbacks(form.setErrors, () => {
    void utils.pricing.invalidate();
    void utils.billing.invalidate();
    onDone();
  });
  const create = trpc.pricing.create.useMutation(callbacks);
  const update = trpc.pricing.update.useMutation(callbacks);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { values } = form;
    const billing = values.billing as BillingChoice;
    const checked = validate(ZPlanInput, {
      title: values.title,
      kind: billing === 'token' ? 'token' : 'subscription',
      recurring: billing === 'token' ? null : billing,
      priceCents: centsOf(values.price),
      currency: values.currency,
      meals: numberOf(values.meals),
      downloads: numberOf(values.downloads),
      tier: values.tier === '' ? null : values.tier,
      active,
    });
    if (!checked.ok) {
      // The form has one "price" field for the schema's priceCents, one "billing" for kind and recurring.
      const { priceCents, recurring, kind, ...rest } = checked.errors;
      form.setErrors({ ...rest, price: priceCents, billing: recurring ?? kind });
      return;
    }
    form.setErrors({});
    const input: PlanInput = checked.data;
    if (plan) update.mutate({ planId: plan.id, plan: input });
    else create.mutate(input);
  }

  const isToken = form.values.billing === 'token';
  return (
    <EditorFormDialogContent
      className="max-w-xl"
      title={plan ? `Edit “${plan.title}”` : 'Add plan'}
      description="What members and professionals can buy on their Subscription page. The payment provider’s product and price are kept in step when you save."
      onSubmit={handleSubmit}
      submitLabel={plan ? 'Save plan' : 'Add plan'}
      pending={create.isPending || update.isPending}
      formClassName="grid gap-4"
    >
      <Field
        label="Title"
        autoComplete="off"
        placeholder="e.g. Professional monthly"
        {...form.bind('title')}
      />
      <SelectField
        label="Billing"
        options={(Object.keys(BILLING_CHOICES) as BillingChoice[]).map((choice) => ({
          value: choice,
          label: BILLING_CHOICES[choice],
        }))}
        {...form.bind('billing')}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] items-start gap-3">
        <Field
          label="Price"
          inputMode="decimal"
          placeholder="29.00"
          autoComplete="off"
          {...form.bind('price')}
        />
        <SelectField
          label="Currency"
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency.toUpperCase() }))}
          {...form.bind('currency')}
        />
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <NumberField
          label={isToken ? 'Meal plan slots added' : 'Meal plan slots'}
          min={0}
          {...form.bind('meals')}
        />
        <NumberField
          label={isToken ? 'Downloads added' : 'Downloads'}
          min={0}
          hint={isToken ? undefined : '0 means unlimited downloads.'}
          {...form.bind('downloads')}
        />
      </div>
      <SelectField
        label="Price tier"
        options={PRICE_TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }))}
        {...form.bind('tier')}
      >
        <option value="">No tier</option>
      </SelectField>
      <div className="flex items-center gap-2.5">
        <Checkbox
          id="plan-active"
          checked={active}
          onCheckedChange={(checked) => setActive(checked === true)}
        />
        <Label htmlFor="plan-active">Active: shown on the Subscription page</Label>
      </div>
    </EditorFormDialogContent>
  );
}
