import { useId, useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages.ts';
import {
  LISTING_DESCRIPTION_MAX,
  LISTING_NAME_MAX,
  REQUEST_BRIEF_MAX,
  ZListingInput,
  ZRequestInput,
} from '../../../shared/schemas/marketplace.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { validate, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatMoney } from '../billing/plan-text.ts';
import { textAreaClass } from '../recipes/text-area.ts';
import { DialogActions } from '../../components/dialogs.tsx';
import { showFormError } from '../../components/mutation-toasts.ts';

function TextArea({
  label,
  hint,
  error,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm leading-none font-medium text-neutral-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={maxLength}
        className={textAreaClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** "Meal plan has been added to the Marketplace": one of the planner's meal plans, with the name others see. */
export function AddListingDialog({ onDone }: { onDone: () => void }) {
  const utils = trpc.useUtils();
  const plans = trpc.mealPlans.list.useQuery({ recipePlan: false });
  const [planId, setPlanId] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = trpc.marketplace.add.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      onDone();
      void utils.marketplace.invalidate();
    },
    onError: showFormError(setErrors),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZListingInput, { planId, name, description });
    setErrors(
      checked.ok ? {} : { ...checked.errors, ...(planId ? {} : { planId: 'Choose one of your plans.' }) },
    );
    if (checked.ok) add.mutate(checked.data);
  }

  const options = plans.data ?? [];
  return (
    <DialogContent className="text-left">
      <DialogHeader>
        <DialogTitle>Add a plan to the marketplace</DialogTitle>
        <DialogDescription>
          Others see a copy of the plan as it is now: later changes to your plan do not change it. Every
          recipe in it must be a published one.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <SelectField
          label="Meal plan"
          value={planId}
          error={errors.planId ?? null}
          onChange={(event) => {
            setPlanId(event.target.value);
            const chosen = options.find((plan) => plan.id === event.target.value);
            if (chosen && !name) setName(chosen.name);
          }}
        >
          <option value="">{options.length ? 'Choose a plan' : 'You have no meal plans yet'}</option>
          {options.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </SelectField>
        <Field
          label="Marketplace name"
          maxLength={LISTING_NAME_MAX}
          value={name}
          error={errors.name ?? null}
          onChange={(event) => setName(event.target.value)}
        />
        <TextArea
          label="Description"
          hint="Optional: who the plan suits and what makes it useful."
          maxLength={LISTING_DESCRIPTION_MAX}
          value={description}
          error={errors.description}
          onChange={setDescription}
        />
        <DialogActions>
          <Button type="submit" disabled={add.isPending}>
            Add to marketplace
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}

/**
 * A meal plan made by the admin team: the professional picks the plan it goes in, writes the brief
 * (the client's goal and preferences) and pays for a token on Stripe, coming back to the meal plans page.
 */
export function RequestPlanDialog() {
  const plans = trpc.mealPlans.list.useQuery({ recipePlan: false });
  const billing = trpc.billing.mySubscription.useQuery();
  const [planId, setPlanId] = useState('');
  const [brief, setBrief] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [leaving, setLeaving] = useState(false);
  const request = trpc.planRequests.request.useMutation({
    onSuccess: ({ url }) => {
      setLeaving(true);
      window.location.assign(url);
    },
    onError: showFormError(setErrors),
  });
  const token = (billing.data?.plans ?? []).find((plan) => plan.kind === 'token' && plan.purchasable);
  const options = (plans.data ?? []).filter((plan) => plan.requestStatus === 'empty');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const checked = validate(ZRequestInput, { planId, pricingPlanId: token.id, brief });
    setErrors(
      checked.ok ? {} : { ...checked.errors, ...(planId ? {} : { planId: 'Choose the plan to fill.' }) },
    );
    if (checked.ok) request.mutate(checked.data);
  }

  return (
    <DialogContent className="text-left">
      <DialogHeader>
        <DialogTitle>Request a plan from our team</DialogTitle>
        <DialogDescription>
          Our dietitians build the plan for you. Choose the plan it goes in (an empty one for your client),
          tell us what your client needs, and pay once.
        </DialogDescription>
      </DialogHeader>
      {billing.isSuccess && !token ? (
        <p className="rounded-lg bg-neutral-100 p-3 text-sm text-neutral-700">
          Plan requests are not on offer right now. Please check back soon.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <SelectField
          label="Plan to fill"
          value={planId}
          error={errors.planId ?? null}
          onChange={(event) => setPlanId(event.target.value)}
        >
          <option value="">{options.length ? 'Choose a plan' : 'Create a plan in Meal Plans first'}</option>
          {options.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </SelectField>
        <TextArea
          label="Brief"
          hint="The client’s goal, energy target, likes, dislikes and allergies."
          maxLength={REQUEST_BRIEF_MAX}
          value={brief}
          error={errors.brief}
          onChange={setBrief}
        />
        <DialogActions>
          <Button type="submit" disabled={!token || request.isPending || leaving}>
            {token ? `Pay ${formatMoney(token.priceCents, token.currency)} and request` : 'Pay and request'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
