import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages.ts';
import {
  LISTING_DESCRIPTION_MAX,
  LISTING_NAME_MAX,
  REQUEST_BRIEF_MAX,
  ZListingInput,
  ZRequestInput,
} from '../../../shared/schemas/marketplace.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DialogActions,
  DialogContent,
  DialogHeading,
  FormDialogContent,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextAreaField } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { validate, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatMoney } from '../billing/plan-text.ts';
import { showFormError } from '../../components/mutation-toasts.ts';

/** One of the planner's meal plans, or "Choose a plan" (or what to do when there is none to choose). */
function PlanSelect(props: {
  label: string;
  plans: readonly { id: string; name: string }[];
  noPlans: string;
  value: string;
  error: string | undefined;
  onChange: (planId: string) => void;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      error={props.error ?? null}
      options={props.plans.map((plan) => ({ value: plan.id, label: plan.name }))}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">{props.plans.length ? 'Choose a plan' : props.noPlans}</option>
    </SelectField>
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
    <FormDialogContent
      title="Add a plan to the marketplace"
      description="Others see a copy of the plan as it is now: later changes to your plan do not change it. Every recipe in it must be a published one."
      onSubmit={submit}
      submitLabel="Add to marketplace"
      disabled={add.isPending}
    >
      <PlanSelect
        label="Meal plan"
        plans={options}
        noPlans="You have no meal plans yet"
        value={planId}
        error={errors.planId}
        onChange={(value) => {
          setPlanId(value);
          const chosen = options.find((plan) => plan.id === value);
          if (chosen && !name) setName(chosen.name);
        }}
      />
      <Field
        label="Marketplace name"
        maxLength={LISTING_NAME_MAX}
        value={name}
        error={errors.name ?? null}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label="Description"
        hint="Optional: who the plan suits and what makes it useful."
        rows={4}
        maxLength={LISTING_DESCRIPTION_MAX}
        value={description}
        error={errors.description ?? null}
        onChange={(event) => setDescription(event.target.value)}
      />
    </FormDialogContent>
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
      <DialogHeading
        title="Request a plan from our team"
        description="Our dietitians build the plan for you. Choose the plan it goes in (an empty one for your client), tell us what your client needs, and pay once."
      />
      {billing.isSuccess && !token ? (
        <p className="rounded-lg bg-neutral-100 p-3 text-sm text-neutral-700">
          Plan requests are not on offer right now. Please check back soon.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <PlanSelect
          label="Plan to fill"
          plans={options}
          noPlans="Create a plan in Meal Plans first"
          value={planId}
          error={errors.planId}
          onChange={setPlanId}
        />
        <TextAreaField
          label="Brief"
          hint="The client’s goal, energy target, likes, dislikes and allergies."
          rows={4}
          maxLength={REQUEST_BRIEF_MAX}
          value={brief}
          error={errors.brief ?? null}
          onChange={(event) => setBrief(event.target.value)}
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
