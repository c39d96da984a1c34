import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import {
  MEASUREMENT_DERIVATIONS,
  ZMeasurementInput,
  type Measurement,
} from '../../../shared/schemas/foods.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FieldError } from '../../components/ui/field-frame.tsx';
import { NumberField } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { AddRowButton, EditorFormDialogContent } from '../../components/form-dialog.tsx';
import { pathErrors } from '../../components/path-errors.ts';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';

/** A unit as typed: numbers stay text until the form is checked, so a half-typed "1." is not lost. */
interface UnitDraft {
  description: string;
  grams: string;
  mls: string;
  derivation: string;
  measureDerivationDescription: string;
}

const emptyUnit = (): UnitDraft => ({
  description: '',
  grams: '',
  mls: '0',
  derivation: 'Estimated',
  measureDerivationDescription: '',
});

/** "" is no number (the schema says what is missing); anything else is what Number makes of it. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function MeasurementDialog({
  measurement,
  onDone,
}: {
  /** The measurement to edit; none to add a new one. */
  measurement?: Measurement;
  onDone: () => void;
}) {
  const form = useForm({ publicFoodKey: measurement?.publicFoodKey ?? '' });
  const [units, setUnits] = useState<UnitDraft[]>(
    measurement?.units.map((u) => ({ ...u, grams: String(u.grams), mls: String(u.mls) })) ?? [emptyUnit()],
  );
  const { errors, setErrors } = form;
  const callbacks = {
    ...useChangeCallbacks(['measurements'], onDone),
    onError: (error: unknown) => {
      const text = errorText(error);
      toast.error(text);
      const fields = serverFieldErrors(error);
      // "Public Food Key already exists." belongs under the key.
      setErrors(Object.keys(fields).length > 0 ? fields : { publicFoodKey: text });
    },
  };
  const add = trpc.measurements.add.useMutation(callbacks);
  const update = trpc.measurements.update.useMutation(callbacks);
  const pending = add.isPending || update.isPending;

  function editUnit(index: number, field: keyof UnitDraft, value: string) {
    setUnits((current) => current.map((unit, i) => (i === index ? { ...unit, [field]: value } : unit)));
    setErrors((current) => ({ ...current, [`units.${index}.${field}`]: undefined, units: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZMeasurementInput.safeParse({
      publicFoodKey: form.values.publicFoodKey,
      units: units.map((u) => ({ ...u, grams: numberOf(u.grams), mls: numberOf(u.mls) })),
    });
    if (!parsed.success) {
      setErrors(pathErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    if (measurement) update.mutate({ id: measurement.id, units: parsed.data.units });
    else add.mutate(parsed.data);
  }

  return (
    <EditorFormDialogContent
      className="max-w-3xl"
      title={measurement ? `Edit ${measurement.publicFoodKey}` : 'Add measurement'}
      description="Household measures of one AFCD food: how many grams (and mL, for liquids) each measure holds."
      onSubmit={handleSubmit}
      submitLabel={measurement ? 'Save measurement' : 'Add measurement'}
      pending={pending}
      formClassName="grid gap-5"
    >
      <Field
        label="Public Food Key"
        placeholder="e.g. F000091"
        autoComplete="off"
        spellCheck={false}
        fieldClassName="sm:max-w-xs"
        className="uppercase placeholder:normal-case"
        hint={measurement ? 'The key cannot change; delete and add again for another food.' : undefined}
        disabled={measurement !== undefined}
        {...form.bind('publicFoodKey')}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-neutral-900">Units</legend>
        {units.map((unit, index) => (
          <UnitEditor
            key={index}
            index={index}
            unit={unit}
            errors={errors}
            canRemove={units.length > 1}
            onChange={(field, value) => editUnit(index, field, value)}
            onRemove={() => setUnits((current) => current.filter((_, i) => i !== index))}
          />
        ))}
        <FieldError error={errors.units} />
        <AddRowButton onClick={() => setUnits((current) => [...current, emptyUnit()])}>Add unit</AddRowButton>
      </fieldset>
    </EditorFormDialogContent>
  );
}

interface UnitEditorProps {
  index: number;
  unit: UnitDraft;
  errors: FieldErrors;
  canRemove: boolean;
  onChange: (field: keyof UnitDraft, value: string) => void;
  onRemove: () => void;
}

function UnitEditor({ index, unit, errors, canRemove, onChange, onRemove }: UnitEditorProps) {
  /** Props for the input or select of the unit's `field`. */
  const bind = (field: keyof UnitDraft) => ({
    value: unit[field],
    error: errors[`units.${index}.${field}`] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(field, event.target.value),
  });
  const number = `Unit ${index + 1}`;
  return (
    <div
      role="group"
      aria-label={number}
      className="grid grid-cols-2 gap-3 rounded-xl border border-neutral-200 bg-neutral-50 p-3 sm:grid-cols-12"
    >
      <div className="col-span-2 flex items-center justify-between sm:col-span-12">
        <p className="text-sm font-semibold text-neutral-700">{number}</p>
        {canRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove unit ${index + 1}`}>
            <Trash2 aria-hidden />
            Remove
          </Button>
        ) : null}
      </div>
      <Field
        label="Description"
        placeholder="e.g. 1 medium apple"
        fieldClassName="col-span-2 sm:col-span-5"
        {...bind('description')}
      />
      <NumberField decimal label="Grams" fieldClassName="sm:col-span-2" min={0} {...bind('grams')} />
      <NumberField decimal label="mLs" fieldClassName="sm:col-span-2" min={0} {...bind('mls')} />
      <SelectField
        label="Derivation"
        fieldClassName="col-span-2 sm:col-span-3"
        options={MEASUREMENT_DERIVATIONS.map((derivation) => ({ value: derivation, label: derivation }))}
        {...bind('derivation')}
      />
      <Field
        label="Derivation description"
        placeholder="How the weight was found (optional)"
        fieldClassName="col-span-2 sm:col-span-12"
        {...bind('measureDerivationDescription')}
      />
    </div>
  );
}
