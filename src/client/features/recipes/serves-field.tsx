import { Field, type FieldProps } from '../../components/ui/field.tsx';

/** How many serves a recipe's ingredients make: a decimal typed as text, so "1.5" is kept as typed. */
export function ServesField(props: FieldProps) {
  return <Field inputMode="decimal" autoComplete="off" className="tabular-nums" {...props} />;
}
