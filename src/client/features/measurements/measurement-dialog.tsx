import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import {
  MEASUREMENT_DERIVATIONS,
  ZMeasurementInput,
  type Measurement,
} from '../../../shared/schemas/foods.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { NumberField } from '../../components/ui/form-fields.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { DialogActions } from '../../components/dialogs.tsx';
import { pathErrors } from '../../components/path-errors.ts';

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
  const [publicFoodKey, setPublicFoodKey] = useState(measurement?.publicFoodKey ?? '');
  const [units, setUnits] = useState<UnitDraft[]>(
    measurement?.units.map((u) => ({ ...u, grams: String(u.grams), mls: String(u.mls) })) ?? [emptyUnit()],
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const utils = trpc.useUtils();
  const callbacks = {
    onSuccess: (result: { messageKey: keyof typeof messages }) => {
      toast.success(messages[result.messageKey]);
      void utils.measurements.invalidate();
      onDone();
    },
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
      publicFoodKey,
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
    <DialogContent className="max-w-3xl text-left">
      <DialogHeader>
        <DialogTitle>{measurement ? `Edit ${measurement.publicFoodKey}` : 'Add measurement'}</DialogTitle>
        <DialogDescription>
          Household measures of one AFCD food: how many grams (and mL, for liquids) each measure holds.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={handleSubmit} noValidate className="grid gap-5">
        <Field
          label="Public Food Key"
          name="publicFoodKey"
          placeholder="e.g. F000091"
          autoComplete="off"
          spellCheck={false}
          fieldClassName="sm:max-w-xs"
          className="uppercase placeholder:normal-case"
          hint={measurement ? 'The key cannot change; delete and add again for another food.' : undefined}
          disabled={measurement !== undefined}
          value={publicFoodKey}
          error={errors.publicFoodKey ?? null}
          onChange={(event) => {
            setPublicFoodKey(event.target.value);
            setErrors((current) => ({ ...current, publicFoodKey: undefined }));
          }}
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
          {errors.units ? <p className="text-sm font-medium text-red-700">{errors.units}</p> : null}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setUnits((current) => [...current, emptyUnit()])}
          >
            <Plus aria-hidden />
            Add unit
          </Button>
        </fieldset>
        <DialogActions>
          <Button type="submit" disabled={pending}>
            {measurement ? 'Save measurement' : 'Add measurement'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
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
  const error = (field: keyof UnitDraft) => errors[`units.${index}.${field}`] ?? null;
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
        value={unit.description}
        error={error('description')}
        onChange={(event) => onChange('description', event.target.value)}
      />
      <NumberField
        decimal
        label="Grams"
        fieldClassName="sm:col-span-2"
        min={0}
        value={unit.grams}
        error={error('grams')}
        onChange={(event) => onChange('grams', event.target.value)}
      />
      <NumberField
        decimal
        label="mLs"
        fieldClassName="sm:col-span-2"
        min={0}
        value={unit.mls}
        error={error('mls')}
        onChange={(event) => onChange('mls', event.target.value)}
      />
      <SelectField
        label="Derivation"
        fieldClassName="col-span-2 sm:col-span-3"
        value={unit.derivation}
        error={error('derivation')}
        onChange={(event) => onChange('derivation', event.target.value)}
      >
        {MEASUREMENT_DERIVATIONS.map((derivation) => (
          <option key={derivation} value={derivation}>
            {derivation}
          </option>
        ))}
      </SelectField>
      <Field
        label="Derivation description"
        placeholder="How the weight was found (optional)"
        fieldClassName="col-span-2 sm:col-span-12"
        value={unit.measureDerivationDescription}
        error={error('measureDerivationDescription')}
        onChange={(event) => onChange('measureDerivationDescription', event.target.value)}
      />
    </div>
  );
}
