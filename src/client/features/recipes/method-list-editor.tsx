import { useId } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { FieldErrors } from '../../lib/errors.ts';
import { rowKey, type MethodDraft } from './recipe-draft.ts';
import { focusSoon, moveItem, RowControls } from './row-controls.tsx';
import { textAreaClass } from './text-area.ts';

export interface MethodListEditorProps {
  methods: MethodDraft[];
  onChange: (methods: MethodDraft[]) => void;
  errors: FieldErrors;
  onClearError: (field: string) => void;
}

/** The method: numbered steps in order, each added, removed or moved up and down. */
export function MethodListEditor({ methods, onChange, errors, onClearError }: MethodListEditorProps) {
  const id = useId();
  const stepId = (key: number) => `${id}-step-${key}`;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold text-neutral-900">Method</legend>
      <ol className="grid gap-3">
        {methods.map((method, index) => {
          const error = errors[`methods.${index}`];
          const errorId = `${stepId(method.key)}-error`;
          return (
            <li key={method.key} className="grid gap-1.5">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={stepId(method.key)}>Step {index + 1}</Label>
                <RowControls
                  name={`step ${index + 1}`}
                  idPrefix={stepId(method.key)}
                  index={index}
                  count={methods.length}
                  onMove={(from, to) => onChange(moveItem(methods, from, to))}
                  onRemove={() => {
                    onChange(methods.filter((m) => m.key !== method.key));
                    onClearError(`methods.${index}`);
                  }}
                />
              </div>
              <textarea
                id={stepId(method.key)}
                rows={2}
                maxLength={5_000}
                value={method.text}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                placeholder={index === 0 ? 'e.g. Rinse the rice and bring it to the boil.' : undefined}
                className={textAreaClass}
                onChange={(event) => {
                  const text = event.target.value;
                  onChange(methods.map((m) => (m.key === method.key ? { ...m, text } : m)));
                  onClearError(`methods.${index}`);
                }}
              />
              {error ? (
                <p id={errorId} className="text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {errors.methods ? <p className="text-sm font-medium text-red-700">{errors.methods}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => {
          const key = rowKey();
          onChange([...methods, { key, text: '' }]);
          focusSoon(stepId(key));
        }}
      >
        <Plus aria-hidden />
        Add step
      </Button>
    </fieldset>
  );
}
