import { useState, type FormEvent, type ReactNode } from 'react';
import { ACTIVITY_LEVELS, CLIENT_GOAL_LABELS } from '../../../shared/nutrition/goal-options.ts';
import { GOAL_CODES } from '../../../shared/constants/meal-plans.ts';
import { CONTAINS_TAGS } from '../../../shared/safety/client-safety.ts';
import {
  ALLERGY_LABELS,
  INTOLERANCE_LABELS,
  isoDay,
  KNOWN_INTOLERANCES,
  RECORD_NOTES_MAX,
  RECORD_PREFERENCES_MAX,
  recordAge,
  ZClientRecordInput,
  type ClientRecord,
} from '../../../shared/schemas/clients.ts';
import type { ClientFolder } from '../../../shared/schemas/meal-plans.ts';
import { EditorFormDialogContent } from '../../components/form-dialog.tsx';
import { formCallbacks } from '../../components/mutation-toasts.ts';
import { QueryError } from '../../components/list-parts.tsx';
import { DialogContent, DialogHeading } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { NumberField, TextAreaField } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { validate, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { ChoiceChips } from '../recipes/choice-chips.tsx';
import { lastChangeText, recordForm, recordInput, type RecordForm } from './client-record-form.ts';

const ALLERGY_OPTIONS = CONTAINS_TAGS.map((tag) => ({ value: tag, label: ALLERGY_LABELS[tag] }));
const INTOLERANCE_OPTIONS = KNOWN_INTOLERANCES.map((word) => ({
  value: word,
  label: INTOLERANCE_LABELS[word],
}));
const ACTIVITY_OPTIONS = ACTIVITY_LEVELS.map((level) => ({ value: level.key, label: level.label }));
const GOAL_OPTIONS = GOAL_CODES.map((code) => ({ value: code, label: CLIENT_GOAL_LABELS[code] }));

/**
 * A client's record (decision 064): the measures "Calculate for the client" starts from, and the allergies
 * and foods to avoid every plan in the client's folder keeps to, with intolerances, preferences and notes.
 */
export function ClientRecordDialog({ folder, onDone }: { folder: ClientFolder; onDone: () => void }) {
  const record = trpc.clients.record.useQuery({ id: folder.id });
  if (!record.data) {
    return (
      <DialogContent className="max-w-2xl text-left">
        <DialogHeading title={`Client record: ${folder.client}`} description="Loading the record…" />
        {record.isError ? (
          <QueryError error={record.error} />
        ) : (
          <div className="grid gap-3" aria-busy>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </DialogContent>
    );
  }
  return <RecordEditor key={record.data.id} record={record.data} onDone={onDone} />;
}

function RecordEditor({ record, onDone }: { record: ClientRecord; onDone: () => void }) {
  const today = isoDay(new Date());
  const [form, setForm] = useState<RecordForm>(() => recordForm(record, today));
  const [errors, setErrors] = useState<FieldErrors>({});
  const utils = trpc.useUtils();
  const save = trpc.clients.updateRecord.useMutation(
    formCallbacks(setErrors, () => {
      onDone();
      void utils.clients.invalidate();
      // A plan's screens show the client's allergies and words, and its meals' conflicts with them.
      void utils.mealPlans.invalidate();
    }),
  );

  const setValue = (name: string, value: string) => {
    setForm((current) => ({ ...current, values: { ...current.values, [name]: value } }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const bind = (name: keyof RecordForm['values'] & string) => ({
    name,
    value: form.values[name] ?? '',
    error: errors[name] ?? null,
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZClientRecordInput, recordInput(record.id, form));
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(recordInput(record.id, form) as Parameters<typeof save.mutate>[0]);
  }

  const birthAge = form.values.birthDate
    ? recordAge({ ...record, birthDate: form.values.birthDate }, today)
    : null;
  const changed = lastChangeText(record);
  return (
    <EditorFormDialogContent
      className="max-w-2xl"
      title={`Client record: ${record.client}`}
      description={
        <>
          What {record.client} told you and what you keep of it. Allergies and foods to avoid apply to every
          plan in their folder; the measures are where &ldquo;Calculate for the client&rdquo; starts.
          {changed ? <span className="mt-1 block text-xs text-neutral-500">{changed}</span> : null}
        </>
      }
      onSubmit={handleSubmit}
      submitLabel="Save record"
      pending={save.isPending}
      formClassName="grid gap-6"
    >
      <RecordSection title="Measures">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <NumberField label="Weight (kg)" decimal {...bind('weightKg')} />
          <NumberField label="Height (cm)" decimal {...bind('heightCm')} />
          <SelectField
            label="Sex"
            options={[
              { value: 'female', label: 'Female' },
              { value: 'male', label: 'Male' },
            ]}
            {...bind('gender')}
          >
            <option value="">Not recorded</option>
          </SelectField>
          <Field
            label="Birth date"
            fieldClassName="col-span-2 sm:col-span-1"
            type="date"
            max={today}
            hint={birthAge !== null && Number.isFinite(birthAge) ? `${birthAge} years old` : 'Optional.'}
            {...bind('birthDate')}
          />
          <NumberField
            label="Age (years)"
            disabled={form.values.birthDate !== ''}
            hint={form.values.birthDate ? 'From the birth date.' : 'When the birth date is not known.'}
            {...bind('age')}
            value={form.values.birthDate ? '' : form.values.age}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Activity" options={ACTIVITY_OPTIONS} {...bind('activity')}>
            <option value="">Not recorded</option>
          </SelectField>
          <SelectField label="Goal" options={GOAL_OPTIONS} {...bind('goal')}>
            <option value="">Not recorded</option>
          </SelectField>
        </div>
      </RecordSection>

      <RecordSection title="What the client must not eat">
        <ChoiceChips
          legend="Allergies"
          hint="Plans in this client’s folder leave out recipes that contain these."
          options={ALLERGY_OPTIONS}
          selected={form.allergies}
          error={errors.allergies}
          onChange={(allergies) => {
            setForm((current) => ({ ...current, allergies }));
            setErrors((current) => ({ ...current, allergies: undefined }));
          }}
        />
        <Field
          label="Foods to avoid"
          placeholder="mushrooms, coriander"
          autoComplete="off"
          hint="Separate them with commas. Plans leave out recipes whose name or foods name one of them."
          {...bind('avoidWords')}
        />
      </RecordSection>

      <RecordSection title="Intolerances and preferences">
        <ChoiceChips
          legend="Intolerances"
          hint="Shown on the client’s plans for you to judge; they do not leave recipes out."
          options={INTOLERANCE_OPTIONS}
          selected={form.intolerances}
          onChange={(intolerances) => setForm((current) => ({ ...current, intolerances }))}
        />
        <Field
          label="Other intolerances"
          placeholder="capsaicin, caffeine"
          autoComplete="off"
          hint="Optional. Separate them with commas."
          {...bind('otherIntolerances')}
          error={errors.intolerances ?? null}
        />
        <TextAreaField
          label="Preferences"
          rows={2}
          maxLength={RECORD_PREFERENCES_MAX}
          placeholder="Likes spicy food, cooks for two"
          {...bind('preferences')}
          error={errors.preferences ?? null}
        />
        <TextAreaField
          label="Notes"
          rows={3}
          maxLength={RECORD_NOTES_MAX}
          {...bind('notes')}
          error={errors.notes ?? null}
        />
      </RecordSection>
    </EditorFormDialogContent>
  );
}

function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4" aria-label={title}>
      <h3 className="text-sm font-semibold tracking-wide text-neutral-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}
