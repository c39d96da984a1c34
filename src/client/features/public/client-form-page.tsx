import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { ACTIVITY_LEVELS, GOAL_LABELS } from '../../../shared/nutrition/goal-options.ts';
import { MAIN_MEAL_TYPES, GOAL_CODES } from '../../../shared/schemas/meal-plans.ts';
import { CONTAINS_TAGS } from '../../../shared/safety/client-safety.ts';
import { ALLERGY_LABELS } from '../../../shared/schemas/clients.ts';
import {
  FORM_NOTE_MAX,
  ZClientFormInput,
  ZRecipeFormInput,
  type FormOwner,
} from '../../../shared/schemas/public-pages.ts';
import { Field } from '../../components/ui/field.tsx';
import { EmailField, SubmitButton, TextAreaField } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { trpc } from '../../lib/trpc.ts';
import { NotFoundPage } from '../system/not-found-page.tsx';
import { BrandBar, PublicPage } from './public-frame.tsx';
import { showFormError } from '../../components/mutation-toasts.ts';
import { usePublicForm } from './use-public-form.ts';

const MEAL_LABELS = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' } as const;

/** The professional behind /form/{handle} or /recipeform/{handle}; an unknown handle is not found. */
function FormShell({ title, children }: { title: string; children: (owner: FormOwner) => ReactNode }) {
  const { name: handle = '' } = useParams();
  const owner = trpc.publicPages.formOwner.useQuery({ handle }, { retry: false });
  if (owner.isError) return <NotFoundPage />;
  if (!owner.data) {
    return (
      <PublicPage title="Loading">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-96 w-full" />
      </PublicPage>
    );
  }
  return (
    <PublicPage title={title} className="max-w-xl">
      <BrandBar branding={owner.data} />
      {children(owner.data)}
    </PublicPage>
  );
}

/** A field no person sees or reaches by keyboard: a robot filling every input fills it too. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** A public form's binding of a text field by name (see usePublicForm). */
type BindText<K extends string> = (key: K) => {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/** Who the client is: the two fields every public form starts with. */
export function NameAndEmail({ bind }: { bind: BindText<'name' | 'email'> }) {
  return (
    <>
      <Field label="Name" autoComplete="name" {...bind('name')} />
      <EmailField label="Email" {...bind('email')} />
    </>
  );
}

function Received({ owner }: { owner: FormOwner }) {
  return (
    <p
      role="status"
      className="rounded-lg p-4 font-medium text-neutral-900"
      style={{ backgroundColor: `${owner.brandColor}22` }}
    >
      {messages.formReceived}
    </p>
  );
}

type ClientValues = {
  name: string;
  email: string;
  weightKg: string;
  heightCm: string;
  age: string;
  gender: string;
  activity: string;
  goal: string;
  mainMeals: string[];
  snacks: string;
  allergies: string[];
  avoid: string;
  website: string;
};

const emptyClient: ClientValues = {
  name: '',
  email: '',
  weightKg: '',
  heightCm: '',
  age: '',
  gender: '',
  activity: '',
  goal: '',
  mainMeals: [...MAIN_MEAL_TYPES],
  snacks: '0',
  allergies: [],
  avoid: '',
  website: '',
};

const numberOrBlank = (value: string) => (value.trim() === '' ? undefined : Number(value));

function ClientForm({ owner }: { owner: FormOwner }) {
  const { values, errors, setErrors, set, bind, check } = usePublicForm(emptyClient);
  const [sent, setSent] = useState(false);
  const submit = trpc.publicPages.submitClientForm.useMutation({
    onSuccess: () => setSent(true),
    onError: showFormError(setErrors),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      handle: owner.handle,
      name: values.name,
      email: values.email,
      weightKg: numberOrBlank(values.weightKg),
      heightCm: numberOrBlank(values.heightCm),
      age: numberOrBlank(values.age),
      gender: values.gender || undefined,
      activity: values.activity || undefined,
      goal: values.goal || undefined,
      mainMeals: values.mainMeals,
      snacks: Number(values.snacks),
      allergies: values.allergies,
      avoid: values.avoid,
      website: values.website,
    };
    if (check(ZClientFormInput, input)) submit.mutate(input as Parameters<typeof submit.mutate>[0]);
  }

  if (sent) return <Received owner={owner} />;
  return (
    <ClientFormFrame
      title="Your meal plan details"
      line={`${owner.name} will use them to prepare your meal plan.`}
      onSubmit={handleSubmit}
      form={{ bind, values, set }}
      sending={submit.isPending}
      brandColor={owner.brandColor}
      submitLabel="Send my details"
    >
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Field label="Weight (kg)" inputMode="decimal" {...bind('weightKg')} />
        <Field label="Height (cm)" inputMode="decimal" {...bind('heightCm')} />
        <Field label="Age" inputMode="numeric" {...bind('age')} />
      </div>
      <SelectField label="Sex" {...bind('gender')}>
        <option value="">Choose…</option>
        <option value="female">Female</option>
        <option value="male">Male</option>
      </SelectField>
      <SelectField label="Activity" {...bind('activity')}>
        <option value="">Choose…</option>
        {ACTIVITY_LEVELS.map((level) => (
          <option key={level.key} value={level.key}>
            {level.label}: {level.description}
          </option>
        ))}
      </SelectField>
      <SelectField label="Goal" {...bind('goal')}>
        <option value="">Choose…</option>
        {GOAL_CODES.map((code) => (
          <option key={code} value={code}>
            {GOAL_LABELS[code]}
          </option>
        ))}
      </SelectField>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-neutral-800">Main meals</legend>
        <div className="flex flex-wrap gap-4">
          {MAIN_MEAL_TYPES.map((meal) => (
            <label key={meal} className="flex items-center gap-2 text-neutral-900">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={values.mainMeals.includes(meal)}
                onChange={(e) =>
                  set(
                    'mainMeals',
                    e.target.checked
                      ? [...values.mainMeals, meal]
                      : values.mainMeals.filter((m) => m !== meal),
                  )
                }
              />
              {MEAL_LABELS[meal]}
            </label>
          ))}
        </div>
        {errors.mainMeals ? <p className="text-sm text-red-700">{errors.mainMeals}</p> : null}
      </fieldset>
      <SelectField label="Snacks a day" {...bind('snacks')}>
        {[0, 1, 2, 3, 4].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
      <fieldset className="grid gap-2" aria-describedby="allergies-hint">
        <legend className="text-sm font-medium text-neutral-800">Allergies</legend>
        <p id="allergies-hint" className="-mt-1 text-sm text-neutral-600">
          Tick any you have. Your plan will leave these out.
        </p>
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {CONTAINS_TAGS.map((tag) => (
            <label key={tag} className="flex items-center gap-2 text-neutral-900">
              <input
                type="checkbox"
                name="allergies"
                value={tag}
                className="size-5 shrink-0 accent-brand-600"
                checked={values.allergies.includes(tag)}
                onChange={(e) =>
                  set(
                    'allergies',
                    e.target.checked ? [...values.allergies, tag] : values.allergies.filter((t) => t !== tag),
                  )
                }
              />
              {ALLERGY_LABELS[tag]}
            </label>
          ))}
        </div>
        {errors.allergies ? <p className="text-sm text-red-700">{errors.allergies}</p> : null}
      </fieldset>
    </ClientFormFrame>
  );
}

/**
 * A professional's client form: its heading, who the client is, its own fields (`children`), then the foods
 * to avoid, the field that catches bots, and the send button in the professional's colour.
 */
function ClientFormFrame(props: {
  title: string;
  line: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  form: {
    bind: BindText<'name' | 'email' | 'avoid'>;
    values: { website: string };
    set: (key: 'website', value: string) => void;
  };
  sending: boolean;
  brandColor: string;
  /** The send button's words: "Send my details". */
  submitLabel: string;
  children?: ReactNode;
}) {
  const { bind, values, set } = props.form;
  return (
    <form onSubmit={props.onSubmit} noValidate className="relative grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{props.title}</h1>
        <p className="mt-1 text-neutral-600">{props.line}</p>
      </div>
      <NameAndEmail bind={bind} />
      {props.children}
      <TextAreaField
        label="Foods to avoid"
        id="avoid"
        rows={3}
        maxLength={FORM_NOTE_MAX}
        placeholder="Allergies, dislikes, foods you do not eat"
        {...bind('avoid')}
      />
      <Honeypot value={values.website} onChange={(value) => set('website', value)} />
      <SubmitButton
        size="lg"
        pending={props.sending}
        pendingText="Sending…"
        style={{ backgroundColor: props.brandColor }}
      >
        {props.submitLabel}
      </SubmitButton>
    </form>
  );
}

function RecipeForm({ owner }: { owner: FormOwner }) {
  const { values, setErrors, set, bind, check } = usePublicForm({
    name: '',
    email: '',
    avoid: '',
    website: '',
  });
  const [sent, setSent] = useState(false);
  const submit = trpc.publicPages.submitRecipeForm.useMutation({
    onSuccess: () => setSent(true),
    onError: showFormError(setErrors),
  });
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { handle: owner.handle, ...values };
    if (check(ZRecipeFormInput, input)) submit.mutate(input);
  }
  if (sent) return <Received owner={owner} />;
  return (
    <ClientFormFrame
      title="Request a recipe eBook"
      line={`${owner.name} will put together recipes for you.`}
      onSubmit={handleSubmit}
      form={{ bind, values, set }}
      sending={submit.isPending}
      brandColor={owner.brandColor}
      submitLabel="Request my eBook"
    />
  );
}

/** /form/{handle}: a professional's intake form. */
export function FormPage() {
  return <FormShell title="Meal plan form">{(owner) => <ClientForm owner={owner} />}</FormShell>;
}

/** /recipeform/{handle}: a request for a recipe eBook. */
export function RecipeFormPage() {
  return <FormShell title="Recipe eBook request">{(owner) => <RecipeForm owner={owner} />}</FormShell>;
}
