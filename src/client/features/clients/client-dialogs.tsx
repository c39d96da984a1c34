import { useState } from 'react';
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
import { Field } from '../../components/ui/field.tsx';
import { EmailField } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { deletionConsequence } from './client-words.ts';
import { DialogActions } from '../../components/dialogs.tsx';
import { checkedSubmit } from '../../components/checked-submit.ts';
import { showFormError, useChangeCallbacks } from '../../components/mutation-toasts.ts';
import { MealsFields } from '../goal/meals-fields.tsx';

/** Shows the result's message, then `onDone`, and refreshes every list of folders (the planner's too). */
/**
 * A change to a client or a company: says so, closes, and reads both lists again (a company counts its
 * clients, a client names its company).
 */
export function useClientCallbacks(onDone: () => void) {
  return useChangeCallbacks(['clients', 'companies'], onDone);
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
  const onError = showFormError(form.setErrors);
  const create = trpc.clients.create.useMutation({ ...callbacks, onError });
  const update = trpc.clients.update.useMutation({ ...callbacks, onError });
  const pending = create.isPending || update.isPending;

  const handleSubmit = checkedSubmit(
    form.setErrors,
    ZClientInput,
    () => ({
      ...form.values,
      snacks: Number(form.values.snacks),
      companyId: form.values.companyId || null,
      mainMeals,
    }),
    (data) => (folder ? update.mutate({ id: folder.id, ...data }) : create.mutate(data)),
  );

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
        <MealsFields mainMeals={mainMeals} onMainMealsChange={setMainMeals} form={form} />
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
  const remove = trpc.clients.delete.useMutation(useClientCallbacks(onDone));
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
