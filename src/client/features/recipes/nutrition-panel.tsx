import { useId, type ReactNode } from 'react';
import { displayUnit, formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import type { NutrientValues } from '../../../shared/nutrition/nutrient-amounts.ts';
import { NUTRIENT_INFO, NUTRIENT_KEYS, type NutrientKey } from '../../../shared/nutrition/nutrients.ts';
import { cn } from '../../lib/cn.ts';

export interface NutritionPanelProps {
  perServe: NutrientValues | null;
  per100g: NutrientValues | null;
  energyUnit: EnergyUnit;
  /** Nutrients some food did not know (counted as 0), marked as "at least". */
  unknown?: readonly NutrientKey[];
  /** Under the title, e.g. "Updates as you type". */
  note?: ReactNode;
  /** Announces changes to screen readers, for the editor's live preview. */
  live?: boolean;
  className?: string;
}

/**
 * A recipe's nutrition per serve and per 100 g, in the user's energy unit and rounded by the one display
 * rule (shared/nutrition/display.ts), so the recipe page and the editor read the same figures.
 */
export function NutritionPanel({
  perServe,
  per100g,
  energyUnit,
  unknown = [],
  note,
  live = false,
  className,
}: NutritionPanelProps) {
  const titleId = useId();
  const cell = (values: NutrientValues | null, key: NutrientKey) => {
    if (!values) return '—';
    const text = formatNutrient(key, values[key], energyUnit);
    return unknown.includes(key) ? `≥ ${text}` : text;
  };
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5', className)}
    >
      <h2 id={titleId} className="text-base font-semibold text-neutral-900">
        Nutrition
      </h2>
      {note ? <p className="mt-0.5 text-sm text-neutral-600">{note}</p> : null}
      <table className="mt-3 w-full text-sm" aria-live={live ? 'polite' : undefined}>
        <thead>
          <tr className="border-b border-neutral-200 text-xs tracking-wide text-neutral-600 uppercase">
            <th scope="col" className="py-2 pr-2 text-left font-semibold">
              <span className="sr-only">Nutrient</span>
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              Per serve
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              Per 100 g
            </th>
          </tr>
        </thead>
        <tbody>
          {NUTRIENT_KEYS.map((key) => (
            <tr key={key} className="border-b border-neutral-100 last:border-0">
              <th
                scope="row"
                className={cn(
                  'py-2 pr-2 text-left font-medium text-neutral-800',
                  key === 'energyKj' && 'font-semibold text-neutral-900',
                )}
              >
                {NUTRIENT_INFO[key].label}
                <span className="sr-only"> ({displayUnit(key, energyUnit)})</span>
              </th>
              <td
                className={cn(
                  'px-2 py-2 text-right whitespace-nowrap tabular-nums',
                  key === 'energyKj' && 'font-semibold',
                )}
              >
                {cell(perServe, key)}
              </td>
              <td className="py-2 pl-2 text-right whitespace-nowrap text-neutral-700 tabular-nums">
                {cell(per100g, key)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {unknown.length > 0 ? (
        <p className="mt-2 text-xs text-neutral-600">
          ≥ marks a value some food does not list, so the real figure may be higher.
        </p>
      ) : null}
    </section>
  );
}
