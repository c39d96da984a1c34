import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { TRPCClientError } from '@trpc/client';
import { messages } from '../../../shared/messages.ts';
import { MAIN_MEAL_TYPES, ZClientInput, type MainMealType } from '../../../shared/schemas/meal-plans.ts';
import { PLAN_NAME_MAX, ZPlanCreateInput, ZPlanRenameInput } from '../../../shared/schemas/planner.ts';
import {
  ConfirmDialogContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogHeading,
  FormDialogContent,
} from '../../components/ui/dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, validate } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { MainMealsChoice } from '../goal/meals-fields.tsx';
import { SNACK_COUNT_OPTIONS } from './settings-form.ts';

interface ControlledDialog {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Whether a failed call is the server saying the user has no free meal slot (SPEC §4). */
export function isNoFreeMealSlot(error: unknown): boolean {
  return (
    error instanceof TRPCClientError &&
    (error.data as { messageKey?: unknown } | undefined)?.messageKey === 'noFreeMealSlot'
  );
}

/** "Meal plan added": a new plan (or recipe plan) in the client's folder. */
export function CreatePlanDialog({
  open,
  onOpenChange,
  folder,
  recipePlan,
  onCreated,
  onNoFreeSlot,
}: ControlledDialog & {
  folder: { id: string; client: string };
  recipePlan: boolean;
  onCreated: (planId: string) => void;
  onNoFreeSlot: () => void;
}) {
  const planName = usePlanName('');
  const utils = trpc.useUtils();
  const create = trpc.mealPlans.create.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      void utils.mealPlans.list.invalidate();
      void utils.clients.list.invalidate();
      onOpenChange(false);
      planName.setName('');
      onCreated(result.id);
    },
    onError: (failure) => {
      if (isNoFreeMealSlot(failure)) {
        onOpenChange(false);
        onNoFreeSlot();
        return;
      }
      planName.showError(failure);
    },
  });
  const kind = recipePlan ? 'recipe plan' : 'meal plan';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = planName.check(ZPlanCreateInput, { folderId: folder.id, name: planName.name, recipePlan });
    if (data) create.mutate(data);
  }

  return (
    <ClearingDialog open={open} onOpenChange={onOpenChange} onClear={() => planName.setError(null)}>
      <FormDialogContent
        title={`New ${kind}`}
        description={
          <>
            For <span className="font-medium text-neutral-900">{folder.client}</span>.{' '}
            {recipePlan
              ? 'A collection of recipes by meal type, without days.'
              : 'Seven days of meals; it starts with the client’s main meals and snacks.'}
          </>
        }
        onSubmit={handleSubmit}
        submitLabel={create.isPending ? 'Creating…' : `Create ${kind}`}
        disabled={create.isPending}
      >
        <PlanNameField
          {...planName.field}
          placeholder={recipePlan ? 'e.g. Quick family dinners' : 'e.g. Week 1 – high protein'}
        />
      </FormDialogContent>
    </ClearingDialog>
  );
}

/** "Mealplan name updated". */
export function RenamePlanDialog({
  open,
  onOpenChange,
  plan,
}: ControlledDialog & { plan: { id: string; name: string } }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading title="Rename plan" description="The client sees this name on the plan." />
        {/* Made at each opening, so it starts from the plan's name as it is then. */}
        {open ? <RenameForm plan={plan} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({ plan, onDone }: { plan: { id: string; name: string }; onDone: () => void }) {
  const planName = usePlanName(plan.name);
  const utils = trpc.useUtils();
  const rename = trpc.mealPlans.rename.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      void utils.mealPlans.list.invalidate();
      void utils.mealPlans.get.invalidate({ id: plan.id });
      onDone();
    },
    onError: planName.showError,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = planName.check(ZPlanRenameInput, { id: plan.id, name: planName.name });
    if (data) rename.mutate(data);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <PlanNameField {...planName.field} />
      <DialogActions>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The plan name typed into a dialog and its error: the form's check, and the server's answer about it. */
function usePlanName(initial: string) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    name,
    setName,
    setError,
    /** PlanNameField's props; typing clears the error. */
    field: {
      name,
      error,
      onChange: (next: string) => {
        setName(next);
        setError(null);
      },
    },
    /** A failed save: the server's word on the name under the field, anything else in a toast. */
    showError: (failure: unknown) => {
      const fieldError = serverFieldErrors(failure).name;
      if (fieldError) setError(fieldError);
      else toast.error(errorText(failure));
    },
    /** The input checked with the server's schema: its data, or null with the name's error shown. */
    check: <S extends z.ZodType>(schema: S, input: z.input<S>): z.output<S> | null => {
      const checked = validate(schema, input);
      if (checked.ok) return checked.data;
      setError(checked.errors.name ?? messages.invalidInput);
      return null;
    },
  };
}

/** A dialog whose form's errors are cleared as it opens or closes. */
function ClearingDialog({
  open,
  onOpenChange,
  onClear,
  children,
}: ControlledDialog & { onClear: () => void; children: ReactNode }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        onClear();
      }}
    >
      {children}
    </Dialog>
  );
}

/** A plan's name, as a new plan is given it and as a plan is renamed. */
function PlanNameField(props: {
  name: string;
  error: string | null;
  placeholder?: string;
  onChange: (name: string) => void;
}) {
  return (
    <Field
      label="Plan name"
      value={props.name}
      maxLength={PLAN_NAME_MAX}
      autoComplete="off"
      placeholder={props.placeholder}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** Deletes a plan with its meals, after asking. */
export function DeletePlanDialog({
  open,
  onOpenChange,
  plan,
  onDeleted,
}: ControlledDialog & { plan: { id: string; name: string; mealCount: number }; onDeleted: () => void }) {
  const utils = trpc.useUtils();
  const remove = trpc.mealPlans.delete.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      // Out of the lists at once, so the screen does not open the deleted plan again while they reload.
      utils.mealPlans.list.setQueriesData({}, {}, (plans) => plans?.filter((each) => each.id !== plan.id));
      onOpenChange(false);
      onDeleted();
      void utils.mealPlans.list.invalidate();
      void utils.clients.list.invalidate();
    },
    onError: (failure) => toast.error(errorText(failure)),
  });
  const meals = plan.mealCount === 1 ? '1 meal' : `${plan.mealCount} meals`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <ConfirmDialogContent
        title={`Delete ${plan.name}?`}
        description={`The plan and its ${meals} are deleted. This cannot be undone.`}
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete plan'}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: plan.id })}
      />
    </Dialog>
  );
}

/** "Client added": a new client folder, whose main meals and snacks its new plans start from. */
export function NewClientDialog({
  open,
  onOpenChange,
  onCreated,
}: ControlledDialog & { onCreated: (folderId: string) => void }) {
  const form = useForm({ client: '', email: '', snacks: '2' });
  const { errors, setErrors } = form;
  const [mainMeals, setMainMeals] = useState<MainMealType[]>([...MAIN_MEAL_TYPES]);
  const utils = trpc.useUtils();
  const create = trpc.clients.create.useMutation({
    onSuccess: async (result) => {
      toast.success(messages[result.messageKey]);
      // The new folder is in the list before the screen goes to it.
      await utils.clients.list.invalidate();
      onOpenChange(false);
      form.set('client', '');
      form.set('email', '');
      onCreated(result.id);
    },
    onError: (failure) => {
      const fieldErrors = serverFieldErrors(failure);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) toast.error(errorText(failure));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { client, email, snacks } = form.values;
    const checked = validate(ZClientInput, { client, email, mainMeals, snacks: Number(snacks) });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) create.mutate(checked.data);
  }

  return (
    <ClearingDialog open={open} onOpenChange={onOpenChange} onClear={() => setErrors({})}>
      <FormDialogContent
        title="New client"
        description="A folder for the client’s plans. Their meals and snacks are where each new plan starts."
        onSubmit={handleSubmit}
        submitLabel={create.isPending ? 'Adding…' : 'Add client'}
        disabled={create.isPending}
      >
        <Field label="Client name" autoComplete="off" {...form.bind('client')} />
        <Field label="Email (optional)" type="email" autoComplete="off" {...form.bind('email')} />
        <MainMealsChoice
          selected={mainMeals}
          error={errors.mainMeals}
          onChange={(meals) => {
            setMainMeals(meals);
            setErrors((current) => ({ ...current, mainMeals: undefined }));
          }}
        />
        <SelectField
          label="Snacks a day"
          fieldClassName="max-w-40"
          options={SNACK_COUNT_OPTIONS}
          {...form.bind('snacks')}
        />
      </FormDialogContent>
    </ClearingDialog>
  );
}
