import { useId, useState, type FormEvent } from 'react';
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
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText, serverFieldErrors, validate } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { ChoiceChips } from '../recipes/choice-chips.tsx';
import { deletionConsequence, MAIN_MEAL_LABELS } from './client-words.ts';
import { DialogActions } from '../../components/dialogs.tsx';

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
            <Field
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              hint="Optional."
              {...form.bind('email')}
            />
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
              <SelectField label="Company" disabled={!companies.data} {...form.bind('companyId')}>
                <option value="">No company</option>
                {(companies.data ?? []).map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
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
        <SnackCount
          value={form.values.snacks}
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

/** Snacks a day, 0 to 4, as a row of native radios: arrow keys move between them. */
function SnackCount(props: { value: string; error: string | null; onChange: (value: string) => void }) {
  const id = useId();
  const describedBy = [`${id}-hint`, props.error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium text-neutral-800">Snacks a day</legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-neutral-600">
        A dessert counts as a snack.
      </p>
      <div className="flex gap-2">
        {SNACK_CHOICES.map((choice) => (
          <label
            key={choice}
            className={cn(
              'flex h-11 flex-1 cursor-pointer items-center justify-center rounded-lg border border-neutral-300 bg-white text-sm font-medium text-neutral-800 sm:h-10',
              'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-950',
              'has-focus-visible:outline-2 has-focus-visible:outline-accent-600',
              props.error && 'border-red-600',
            )}
          >
            <input
              type="radio"
              name={`${id}-snacks`}
              value={choice}
              className="sr-only"
              checked={props.value === choice}
              onChange={() => props.onChange(choice)}
            />
            {choice}
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
    </fieldset>
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
