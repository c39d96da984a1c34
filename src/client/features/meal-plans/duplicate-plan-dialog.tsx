import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages.ts';
import { PLAN_NAME_MAX } from '../../../shared/constants/meal-plans.ts';
import { ZPlanDuplicateInput } from '../../../shared/schemas/plan-versions.ts';
import { Dialog, FormDialogContent } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, validate, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { openSubscriptionRequired } from '../account/subscription-required-dialog.tsx';
import { isNoFreeMealSlot } from './plan-dialogs.tsx';
import { copyName } from './plan-history.ts';
import { usePlannerLocation } from './use-planner-location.ts';

interface DuplicatedPlan {
  id: string;
  name: string;
  folderId: string;
  recipePlan: boolean;
}

/**
 * "Duplicate plan" (issue 30 point 5): a copy of the plan, its settings and meals, for the same client or
 * another of the planner's; it takes a meal slot as a new plan does. The copy opens once it is made.
 */
export function DuplicatePlanDialog({
  open,
  onOpenChange,
  plan,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: DuplicatedPlan;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Made at each opening, so it starts from the plan's name and client as they are then. */}
      {open ? <DuplicateForm plan={plan} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function DuplicateForm({ plan, onDone }: { plan: DuplicatedPlan; onDone: () => void }) {
  const [name, setName] = useState(() => copyName(plan.name));
  const [folderId, setFolderId] = useState(plan.folderId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const folders = trpc.clients.list.useQuery(undefined);
  const utils = trpc.useUtils();
  const { go } = usePlannerLocation();
  const duplicate = trpc.mealPlans.duplicate.useMutation({
    onSuccess: async (result) => {
      toast.success(messages[result.messageKey]);
      await Promise.all([utils.mealPlans.list.invalidate(), utils.clients.list.invalidate()]);
      onDone();
      go({ folderId, planId: result.id, info: false });
    },
    onError: (failure) => {
      if (isNoFreeMealSlot(failure)) {
        onDone();
        openSubscriptionRequired(messages.noFreeMealSlot);
        return;
      }
      const fieldErrors = serverFieldErrors(failure);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) toast.error(errorText(failure));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZPlanDuplicateInput, { planId: plan.id, folderId, name });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) duplicate.mutate(checked.data);
  }

  const kind = plan.recipePlan ? 'recipe plan' : 'plan';
  return (
    <FormDialogContent
      title={`Duplicate ${kind}`}
      description={`A copy of the ${kind}’s settings and meals (locks and customisations too), for this client or another. It takes a meal plan slot, as a new plan does.`}
      onSubmit={handleSubmit}
      submitLabel={duplicate.isPending ? 'Duplicating…' : `Duplicate ${kind}`}
      disabled={duplicate.isPending || folders.isPending}
    >
      <SelectField
        label="Client"
        value={folderId}
        onChange={(event) => {
          setFolderId(event.target.value);
          setErrors((current) => ({ ...current, folderId: undefined }));
        }}
        error={errors.folderId}
        disabled={folders.isPending}
      >
        {folders.data ? null : <option value={plan.folderId}>Loading clients…</option>}
        {folders.data?.map((folder) => (
          <option key={folder.id} value={folder.id}>
            {folder.client}
          </option>
        ))}
      </SelectField>
      <Field
        label="Name of the copy"
        value={name}
        maxLength={PLAN_NAME_MAX}
        autoComplete="off"
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
      />
    </FormDialogContent>
  );
}
