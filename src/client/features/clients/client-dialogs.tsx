import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages.ts';
import {
  CLIENT_NAME_MAX,
  CLIENT_PROMO_MAX,
  DEFAULT_FOLDER_NAMES,
  MAIN_MEAL_TYPES,
  ZClientInput,
  type ClientFolder,
  type MainMealType,
} from '../../../shared/schemas/meal-plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { EmailField, Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, validate } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { ChoiceChips } from '../recipes/choice-chips.tsx';
import { deletionConsequence, MAIN_MEAL_LABELS } from './client-words.ts';
import { DialogActions } from '../../components/dialogs.tsx';
import { SegmentedChoice } from '../../components/segmented-choice.tsx';

const SNACK_CHOICES = ['0', '1', '2', '3', '4'] as const;

/** Shows the result's message, refreshes every list of folders (the planner's too), then `onDone`. */
function useClientCallbacks(onDone: () => void) {
  const utils = trpc.useUtils();
  return {
    onSuccess: (result: { messageKey: keyof typeof messages }) => {
      toast.success(messages[result.messageKey]);
      onDone();
      void utils.clients.invalidate();
      // A client's company counts them.
      void utils.companies.invalidate();
    },
  };
}

/**
 * Add a client, or edit one (`folder` given). A default folder ("Others", "copied plans") is no client:
 * only its main meals and snacks, which new plans in it start from, can change.
 */
export function ClientDialog({ folder, onDone }: { folder?: ClientFolder; onDone: () => void }) {
  const isDefault = folder?.kind != null;
  const form = useForm({
    client: folder?.client ?? '',
    email: folder?.email ?? '',
    promo: folder?.promo ?? '',
    snacks: String(folder?.snacks ?? 0),
    companyId: folder?.companyId ?? '',
  });
  const companies = trpc.companies.list.useQuery(undefined, { enabled: !isDefault });
  const [mainMeals, setMainMeals] = useState<MainMealType[]>(folder?.mainMeals ?? [...MAIN_MEAL_TYPES]);
  const callbacks = useClientCallbacks(onDone);
  const onError = (error: unknown) => {
    toast.error(errorText(error));
    form.setErrors(serverFieldErrors(error));
  };
  const create = trpc.clients.create.useMutation({ ...callbacks, onError });
  const update = trpc.clients.update.useMutation({ ...callbacks, onError });
  const pending = create.isPending || update.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZClientInput, {
      ...form.values,
      snacks: Number(form.values.snacks),
      companyId: form.values.companyId || null,
      mainMeals,
    });
    form.setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    if (folder) update.mutate({ id: folder.id, ...checked.data });
    else create.mutate(checked.data);
  }

  const title = !folder
    ? 'Add client'
    : isDefault
      ? `Edit “${DEFAULT_FOLDER_NAMES[folder.kind!]}”`
      : `Edit ${folder.client}`;
  return (
    <DialogContent className="text-left">
      <DialogHeader>
        <DialogTitle className="break-words">{title}</DialogTitle>
        <DialogDescription>
          {isDefault
            ? 'Every account has this folder. Its main meals and snacks are where new plans in it start.'
            : 'New plans for this client start from their main meals and snacks.'}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={handleSubmit} noValidate className="grid gap-5">
        {isDefault ? null : (
          <>
            <Field
              label="Client name"
              autoComplete="off"
              maxLength={CLIENT_NAME_MAX}
              {...form.bind('client')}
            />
            <EmailField label="Email" autoComplete="off" hint="Optional." {...form.bind('email')} />
            <Field
              label="Promo"
              autoComplete="off"
              maxLength={CLIENT_PROMO_MAX}
              hint="Optional: the promotion or code the client came through."
              {...form.bind('promo')}
            />
            {companies.isError ? (
              <p className="text-sm text-red-700">{messages.companiesError}</p>
            ) : (
              <SelectField
                label="Company"
                disabled={!companies.data}
                options={(companies.data ?? []).map((company) => ({
                  value: company.id,
                  label: company.name,
                }))}
                {...form.bind('companyId')}
              >
                <option value="">No company</option>
              </SelectField>
            )}
          </>
        )}
        <ChoiceChips
          legend="Main meals"
          options={MAIN_MEAL_TYPES.map((meal) => ({ value: meal, label: MAIN_MEAL_LABELS[meal] }))}
          selected={mainMeals}
          error={form.errors.mainMeals ?? null}
          onChange={(selected) => {
            setMainMeals(MAIN_MEAL_TYPES.filter((meal) => selected.includes(meal)));
            form.setErrors((current) => ({ ...current, mainMeals: undefined }));
          }}
        />
        <SegmentedChoice
          legend="Snacks a day"
          hint="A dessert counts as a snack."
          value={form.values.snacks}
          options={SNACK_CHOICES.map((choice) => ({ value: choice, label: choice }))}
          error={form.errors.snacks ?? null}
          onChange={(value) => {
            form.set('snacks', value);
            form.setErrors((current) => ({ ...current, snacks: undefined }));
          }}
        />
        <DialogActions>
          <Button type="submit" disabled={pending}>
            {folder ? 'Save changes' : 'Add client'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}

/** The confirmation before a client goes, saying which of their plans go with them. */
export function DeleteClientDialog({ folder, onDone }: { folder: ClientFolder; onDone: () => void }) {
  const remove = trpc.clients.delete.useMutation({
    ...useClientCallbacks(onDone),
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <DialogContent className="text-left" role="alertdialog">
      <DialogHeader>
        <DialogTitle className="break-words">Delete {folder.client}?</DialogTitle>
        <DialogDescription>{deletionConsequence(folder)} This cannot be undone.</DialogDescription>
      </DialogHeader>
      <DialogActions>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: folder.id })}
        >
          Delete client
        </Button>
      </DialogActions>
    </DialogContent>
  );
}
