import { useId, useState, type FormEvent } from 'react';
import { skipToken } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { ZIngredientSaveInput, type Ingredient } from '../../../shared/schemas/foods.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

/** A portion as typed: grams stay text until saved, so a half-typed number is not lost. */
interface PortionDraft {
  key: number;
  name: string;
  unit: string;
  val: string;
}

interface IngredientDialogProps {
  /** The ingredient to edit, or null to add one. */
  id: string | null;
  onDone: () => void;
}

/** Add or edit an ingredient and its portions. Rendered inside an open <Dialog>. */
export function IngredientDialog({ id, onDone }: IngredientDialogProps) {
  const ingredient = trpc.ingredients.get.useQuery(id === null ? skipToken : { id });
  return (
    <DialogContent className="sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle>{id ? 'Edit ingredient' : 'Add ingredient'}</DialogTitle>
        <DialogDescription>
          Each portion says how many grams one of it weighs. Recipes always offer grams as well.
        </DialogDescription>
      </DialogHeader>
      {id === null ? (
        <IngredientForm ingredient={null} onDone={onDone} />
      ) : ingredient.data ? (
        <IngredientForm ingredient={ingredient.data} onDone={onDone} />
      ) : ingredient.isError ? (
        <p className="text-red-700">{errorText(ingredient.error)}</p>
      ) : (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading the ingredient…</span>
          <Skeleton className="h-10" />
          <Skeleton className="h-24" />
        </div>
      )}
    </DialogContent>
  );
}

let nextKey = 1;
function draftOf(portion?: Ingredient['portions'][number]): PortionDraft {
  return {
    key: nextKey++,
    name: portion?.name ?? '',
    unit: portion?.unit ?? '',
    val: portion ? String(portion.val) : '',
  };
}

function IngredientForm({ ingredient, onDone }: { ingredient: Ingredient | null; onDone: () => void }) {
  const formId = useId();
  const [name, setName] = useState(ingredient?.name ?? '');
  const [portions, setPortions] = useState<PortionDraft[]>(() =>
    ingredient && ingredient.portions.length > 0 ? ingredient.portions.map(draftOf) : [draftOf()],
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const utils = trpc.useUtils();
  const save = trpc.ingredients.save.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      void utils.ingredients.invalidate();
      onDone();
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      const isNameTaken = error.data?.messageKey === 'ingredientNameTaken';
      setErrors(isNameTaken ? { name: errorText(error) } : fieldErrors);
      if (!isNameTaken && Object.keys(fieldErrors).length === 0) toast.error(errorText(error));
    },
  });

  function updatePortion(key: number, change: Partial<PortionDraft>, field: keyof PortionDraft) {
    setPortions((current) => current.map((p) => (p.key === key ? { ...p, ...change } : p)));
    const index = portions.findIndex((p) => p.key === key);
    setErrors((current) => ({ ...current, [`portions.${index}.${field}`]: undefined }));
  }

  function removePortion(key: number) {
    setPortions((current) => current.filter((p) => p.key !== key));
    // Errors are kept by row number, which has just changed.
    setErrors((current) => ({ name: current.name }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A row left completely blank is not a portion.
    const filled = portions.filter((p) => p.name.trim() || p.unit.trim() || p.val.trim());
    const grams = filled.map((p) => (p.val.trim() ? Number(p.val.trim().replace(',', '.')) : Number.NaN));
    const unreadableGrams: FieldErrors = {};
    grams.forEach((val, index) => {
      if (Number.isNaN(val)) unreadableGrams[`portions.${index}.val`] = 'Enter the weight in grams.';
    });
    const parsed = ZIngredientSaveInput.safeParse({
      id: ingredient?.id ?? null,
      name,
      portions: filled.map((p, index) => ({ name: p.name, unit: p.unit, val: grams[index] })),
    });
    const found: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    }
    Object.assign(found, unreadableGrams);
    setPortions(filled.length > 0 ? filled : [draftOf()]);
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <Field
        label="Name"
        name="name"
        autoComplete="off"
        hint="As a recipe names the food, e.g. “Rolled oats”."
        value={name}
        error={errors.name ?? null}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-neutral-800">Portions</legend>
        {portions.length > 0 ? (
          <div
            aria-hidden
            className="hidden gap-2 text-xs font-semibold tracking-wide text-neutral-600 uppercase sm:grid sm:grid-cols-[minmax(0,1fr)_7rem_6rem_2.5rem]"
          >
            <span>Name</span>
            <span>Unit</span>
            <span>Grams</span>
          </div>
        ) : null}
        <ol className="grid gap-3">
          {portions.map((portion, index) => (
            <PortionRow
              key={portion.key}
              formId={formId}
              index={index}
              portion={portion}
              errors={errors}
              onChange={(change, field) => updatePortion(portion.key, change, field)}
              onRemove={() => removePortion(portion.key)}
            />
          ))}
        </ol>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setPortions((current) => [...current, draftOf()])}
        >
          <Plus aria-hidden />
          Add portion
        </Button>
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save ingredient'}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface PortionRowProps {
  formId: string;
  index: number;
  portion: PortionDraft;
  errors: FieldErrors;
  onChange: (change: Partial<PortionDraft>, field: keyof PortionDraft) => void;
  onRemove: () => void;
}

function PortionRow({ formId, index, portion, errors, onChange, onRemove }: PortionRowProps) {
  const number = index + 1;
  const ids = {
    name: `${formId}-portion-${portion.key}-name`,
    unit: `${formId}-portion-${portion.key}-unit`,
    val: `${formId}-portion-${portion.key}-val`,
  };
  const rowErrors = (['name', 'unit', 'val'] as const)
    .map((field) => ({ field, text: errors[`portions.${index}.${field}`] }))
    .filter((e): e is { field: 'name' | 'unit' | 'val'; text: string } => Boolean(e.text));
  const errorId = `${formId}-portion-${portion.key}-error`;
  const invalid = (field: 'name' | 'unit' | 'val') =>
    rowErrors.some((e) => e.field === field) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  // Labels are visible on a phone, where the column headings are not.
  const labelClass = 'text-xs text-neutral-600 sm:sr-only';
  return (
    <li className="grid gap-1.5 rounded-xl border border-neutral-200 p-3 sm:rounded-none sm:border-0 sm:p-0">
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.5rem] items-end gap-2 sm:grid-cols-[minmax(0,1fr)_7rem_6rem_2.5rem]">
        <div className="col-span-3 grid gap-1 sm:col-span-1">
          <Label htmlFor={ids.name} className={labelClass}>
            Portion {number} name
          </Label>
          <Input
            id={ids.name}
            placeholder="e.g. Cup"
            autoComplete="off"
            value={portion.name}
            onChange={(event) => onChange({ name: event.target.value }, 'name')}
            {...invalid('name')}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.unit} className={labelClass}>
            Portion {number} unit
          </Label>
          <Input
            id={ids.unit}
            placeholder="e.g. cup"
            autoComplete="off"
            value={portion.unit}
            onChange={(event) => onChange({ unit: event.target.value }, 'unit')}
            {...invalid('unit')}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.val} className={labelClass}>
            Portion {number} grams
          </Label>
          <Input
            id={ids.val}
            inputMode="decimal"
            placeholder="g"
            autoComplete="off"
            className="tabular-nums"
            value={portion.val}
            onChange={(event) => onChange({ val: event.target.value }, 'val')}
            {...invalid('val')}
          />
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
          {rowErrors.map((e) => e.text).join(' ')}
        </p>
      ) : null}
    </li>
  );
}
