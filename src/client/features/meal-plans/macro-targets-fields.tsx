import { useId, useState } from 'react';
import { CircleCheck, Eraser, TriangleAlert, Wand2 } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import {
  MACRO_KEYS,
  MACRO_LABELS,
  MACRO_RANGES_PERCENT,
  type MacroKey,
  type MacroTargetUnit,
} from '../../../shared/planning/macro-targets.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/field-frame.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { trpc } from '../../lib/trpc.ts';
import { proposeFromRecord } from './client-target.ts';
import {
  agreementText,
  clearedMacroTargets,
  macroTargetsForm,
  macroTargetsPreview,
  MACRO_UNIT_OPTIONS,
  type MacroReadout,
  type MacroTargetsForm,
} from './settings-form.ts';

export type MacroTargetErrors = Partial<Record<keyof MacroTargetsForm, string>>;

/** "NHMRC acceptable ranges: protein 15–25 %, fat 20–35 %, carbohydrate 45–65 % of energy." */
const RANGES_TEXT = `NHMRC acceptable ranges for adults: ${MACRO_KEYS.map(
  (macro) => `${MACRO_LABELS[macro].toLowerCase()} ${MACRO_RANGES_PERCENT[macro].join('–')} %`,
).join(', ')} of energy.`;

/**
 * The plan's protein, fat and carbohydrate targets (each in grams, as a share of energy, or protein in g/kg
 * of the client's weight) and fibre minimum, in the plan settings under the energy target. Each shows back
 * in grams and as a share of the energy typed, and the section says when the three disagree with the
 * energy target. "Propose from the client's record" fills them by the record's goal, activity, weight and
 * sex; "No targets" clears them.
 */
export function MacroTargetsFields({
  value,
  onChange,
  errors,
  energyTargetKj,
  energyUnit,
  folderId,
  recordedWeightKg,
}: {
  value: MacroTargetsForm;
  onChange: (value: MacroTargetsForm, changed: (keyof MacroTargetsForm)[]) => void;
  errors: MacroTargetErrors;
  /** The energy target as typed in the settings, in kJ; null while blank or not a number. */
  energyTargetKj: number | null;
  energyUnit: EnergyUnit;
  /** The plan's folder, whose client record the proposal reads. */
  folderId: string;
  /** The client's weight as the plan read it (g/kg targets use it). */
  recordedWeightKg: number | null;
}) {
  const record = trpc.clients.record.useQuery({ id: folderId }, { retry: false });
  const weightKg = record.data ? record.data.weightKg : recordedWeightKg;
  const [basis, setBasis] = useState<string | null>(null);
  const preview = macroTargetsPreview(value, energyTargetKj, weightKg);
  const agreement = agreementText(preview, energyTargetKj, energyUnit);
  const fibreId = useId();

  function propose() {
    const proposal = proposeFromRecord(record.data ?? null, energyTargetKj);
    onChange(macroTargetsForm(proposal.spec), [...MACRO_KEYS, 'fibreMin']);
    setBasis(proposal.basis);
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {MACRO_KEYS.map((macro) => (
          <MacroField
            key={macro}
            macro={macro}
            value={value[macro]}
            readout={preview.macros[macro]}
            error={errors[macro]}
            onChange={(field) => onChange({ ...value, [macro]: field }, [macro])}
          />
        ))}
        <Field
          id={fibreId}
          label="Fibre, at least (g a day)"
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          value={value.fibreMin}
          error={errors.fibreMin ?? null}
          hint="Optional: a day meets it at this or more."
          onChange={(event) => onChange({ ...value, fibreMin: event.target.value }, ['fibreMin'])}
        />
      </div>

      <p
        role="status"
        aria-live="polite"
        className={cn(
          'flex items-start gap-2 text-sm empty:hidden',
          agreement?.agrees ? 'text-brand-900' : 'font-medium text-amber-900',
        )}
      >
        {agreement ? (
          <>
            {agreement.agrees ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            ) : (
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
            )}
            <span>{agreement.text}</span>
          </>
        ) : null}
      </p>

      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" className="max-sm:grow" onClick={propose}>
            <Wand2 aria-hidden />
            Propose from the client&rsquo;s record
          </Button>
          <Button
            type="button"
            variant="ghost"
            className="max-sm:grow"
            onClick={() => {
              onChange(clearedMacroTargets(value), [...MACRO_KEYS, 'fibreMin']);
              setBasis(null);
            }}
          >
            <Eraser aria-hidden />
            No targets
          </Button>
        </div>
        <p className="text-xs text-neutral-600">
          {basis ? `Proposed from the client record (${basis}). ` : null}
          {RANGES_TEXT}
        </p>
      </div>
    </div>
  );
}

/** One macro's target: the number, what it is in, and what it comes to. */
function MacroField({
  macro,
  value,
  readout,
  error,
  onChange,
}: {
  macro: MacroKey;
  value: MacroTargetsForm[MacroKey];
  readout: MacroReadout;
  error: string | undefined;
  onChange: (value: MacroTargetsForm[MacroKey]) => void;
}) {
  const id = useId();
  const readoutId = `${id}-readout`;
  const errorId = `${id}-error`;
  const label = MACRO_LABELS[macro];
  return (
    <div className="grid content-start gap-1.5" data-macro-target={macro}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          value={value.value}
          placeholder="No target"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${readoutId} ${errorId}` : readoutId}
          onChange={(event) => onChange({ ...value, value: event.target.value })}
        />
        <select
          aria-label={`${label} set as`}
          value={value.unit}
          className={cn(
            'h-11 w-36 shrink-0 rounded-lg border border-neutral-300 bg-white px-2 text-base text-neutral-900 shadow-xs sm:h-10 sm:text-sm',
            'focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600/30',
          )}
          onChange={(event) => onChange({ ...value, unit: event.target.value as MacroTargetUnit })}
        >
          {MACRO_UNIT_OPTIONS[macro].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p id={readoutId} className="text-sm text-neutral-600 tabular-nums">
        <Readout macro={macro} typed={value.value.trim() !== ''} readout={readout} />
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function Readout({ macro, typed, readout }: { macro: MacroKey; typed: boolean; readout: MacroReadout }) {
  if (readout.problem === 'needsWeight') {
    return <span className="font-medium text-amber-800">{messages.macroTargetNeedsWeight}</span>;
  }
  if (readout.problem === 'needsEnergyTarget') {
    return (
      <span className="font-medium text-amber-800">
        A share of energy needs the daily energy target above.
      </span>
    );
  }
  if (readout.grams === null) return <>{typed ? '' : 'No target: generating leaves it free.'}</>;
  const [low, high] = MACRO_RANGES_PERCENT[macro];
  return (
    <>
      {formatNutrient(macro, readout.grams, 'kJ')} a day
      {readout.sharePercent === null ? null : <> · {Math.round(readout.sharePercent)} % of energy</>}
      {readout.outsideRange ? (
        <span className="font-medium text-amber-800">
          {' '}
          (outside {low}–{high} %)
        </span>
      ) : null}
    </>
  );
}
