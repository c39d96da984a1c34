import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { X } from 'lucide-react';
import type { FieldErrors } from '../lib/errors.ts';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';
import { AddRowButton } from './form-dialog.tsx';

/**
 * The portions of a food or an ingredient as a list of rows (name, unit, grams) that can be added to and
 * removed: one editor for both, configured by the wording and the schema's name for the grams.
 */

/** A portion as typed: the grams stay text until saved, so a half-typed number is not lost. */
export interface PortionDraft {
  key: number;
  name: string;
  unit: string;
  grams: string;
}

let nextKey = 1;

/** A draft of a saved portion, or a blank row. */
export function portionDraft(portion?: { name: string; unit: string }, grams?: number): PortionDraft {
  return {
    key: nextKey++,
    name: portion?.name ?? '',
    unit: portion?.unit ?? '',
    grams: grams === undefined ? '' : String(grams),
  };
}

type Column = 'name' | 'unit' | 'grams';

/** How a kind of portion is worded and checked. */
export interface PortionsWording {
  /** The schema's name for the grams, which the row's errors are filed under: `portions.0.weight`. */
  gramsField: string;
  /** The grams column's heading: "Grams", "Weight (g)". */
  gramsLabel: string;
  placeholders: { name: string; unit: string };
  /**
   * true: each input's label says "Portion 1 name" also where it shows (a phone); otherwise it shows the
   * column's name ("Name") and says the portion's number to screen readers only.
   */
  numberedLabels?: boolean;
  /** The grid of a row on a wider screen: the unit and grams columns' widths. */
  wide?: boolean;
}

export function PortionsEditor(props: {
  formId: string;
  portions: PortionDraft[];
  setPortions: Dispatch<SetStateAction<PortionDraft[]>>;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  wording: PortionsWording;
  legend: ReactNode;
  legendClassName: string;
  /** Said under the legend. */
  description?: ReactNode;
  /** After a row is removed (e.g. a default measurement that named it goes back to gram). */
  onRemoved?: (key: number) => void;
}) {
  const { portions, setPortions, setErrors, wording } = props;
  const columns = wording.wide
    ? 'sm:grid-cols-[minmax(0,1fr)_8rem_7rem_2.5rem]'
    : 'sm:grid-cols-[minmax(0,1fr)_7rem_6rem_2.5rem]';

  function update(key: number, change: Partial<PortionDraft>, column: Column) {
    setPortions((current) => current.map((p) => (p.key === key ? { ...p, ...change } : p)));
    const index = portions.findIndex((p) => p.key === key);
    const field = column === 'grams' ? wording.gramsField : column;
    setErrors((current) => ({ ...current, [`portions.${index}.${field}`]: undefined }));
  }

  function remove(key: number) {
    setPortions((current) => current.filter((p) => p.key !== key));
    props.onRemoved?.(key);
    // Portion errors are kept by row number, which has just changed.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('portions.'))),
    );
  }

  return (
    <fieldset className="grid gap-3">
      <legend className={props.legendClassName}>{props.legend}</legend>
      {props.description ? <p className="-mt-1 text-sm text-neutral-600">{props.description}</p> : null}
      {portions.length > 0 ? (
        <div
          aria-hidden
          className={cn(
            'hidden gap-2 text-xs font-semibold tracking-wide text-neutral-600 uppercase sm:grid',
            columns,
          )}
        >
          <span>Name</span>
          <span>Unit</span>
          <span>{wording.gramsLabel}</span>
        </div>
      ) : null}
      <ol className="grid gap-3">
        {portions.map((portion, index) => (
          <PortionRow
            key={portion.key}
            formId={props.formId}
            index={index}
            portion={portion}
            errors={props.errors}
            wording={wording}
            columns={columns}
            onChange={(change, column) => update(portion.key, change, column)}
            onRemove={() => remove(portion.key)}
          />
        ))}
      </ol>
      <AddRowButton onClick={() => setPortions((current) => [...current, portionDraft()])}>
        Add portion
      </AddRowButton>
    </fieldset>
  );
}

interface PortionRowProps {
  formId: string;
  index: number;
  portion: PortionDraft;
  errors: FieldErrors;
  wording: PortionsWording;
  columns: string;
  onChange: (change: Partial<PortionDraft>, column: Column) => void;
  onRemove: () => void;
}

function PortionRow({
  formId,
  index,
  portion,
  errors,
  wording,
  columns,
  onChange,
  onRemove,
}: PortionRowProps) {
  const number = index + 1;
  const idOf = (column: Column) => `${formId}-portion-${portion.key}-${column}`;
  const errorId = `${formId}-portion-${portion.key}-error`;
  const fieldOf = (column: Column) => (column === 'grams' ? wording.gramsField : column);
  const rowErrors = (['name', 'unit', 'grams'] as const)
    .map((column) => ({ column, text: errors[`portions.${index}.${fieldOf(column)}`] }))
    .filter((entry): entry is { column: Column; text: string } => Boolean(entry.text));
  const invalid = (column: Column) =>
    rowErrors.some((entry) => entry.column === column)
      ? { 'aria-invalid': true, 'aria-describedby': errorId }
      : {};
  const headings = { name: 'Name', unit: 'Unit', grams: wording.gramsLabel };
  // Labels show on a phone, where the column headings do not.
  const label = (column: Column) => (
    <Label htmlFor={idOf(column)} className="text-xs text-neutral-600 sm:sr-only">
      {wording.numberedLabels ? (
        `Portion ${number} ${headings[column].toLowerCase()}`
      ) : (
        <>
          <span className="sr-only">Portion {number} </span>
          {headings[column]}
        </>
      )}
    </Label>
  );
  const input = (
    column: Column,
    placeholder: string,
    extra?: { inputMode: 'decimal'; className: string },
  ) => (
    <Input
      id={idOf(column)}
      placeholder={placeholder}
      autoComplete="off"
      {...extra}
      value={portion[column]}
      onChange={(event) => onChange({ [column]: event.target.value }, column)}
      {...invalid(column)}
    />
  );
  return (
    <li className="grid gap-1.5 rounded-xl border border-neutral-200 p-3 sm:rounded-none sm:border-0 sm:p-0">
      <div className={cn('grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.5rem] items-end gap-2', columns)}>
        <div className="col-span-3 grid gap-1 sm:col-span-1">
          {label('name')}
          {input('name', wording.placeholders.name)}
        </div>
        <div className="grid gap-1">
          {label('unit')}
          {input('unit', wording.placeholders.unit)}
        </div>
        <div className="grid gap-1">
          {label('grams')}
          {input('grams', 'g', { inputMode: 'decimal', className: 'tabular-nums' })}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="text-neutral-500 hover:text-red-700"
          aria-label={`Remove portion ${number}`}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      </div>
      {rowErrors.length > 0 ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {rowErrors.map((entry) => entry.text).join(' ')}
        </p>
      ) : null}
    </li>
  );
}
