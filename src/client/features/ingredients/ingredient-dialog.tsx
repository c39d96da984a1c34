import { useId, useState, type FormEvent } from 'react';
import { skipToken } from '@tanstack/react-query';
import { messages } from '../../../shared/messages.ts';
import { ZIngredientSaveInput, type Ingredient } from '../../../shared/schemas/foods.ts';
import {
  PortionsEditor,
  portionDraft,
  type PortionDraft,
  type PortionsWording,
} from '../../components/portions-editor.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SubmitButton } from '../../components/ui/form-fields.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { DialogActions, EditorDialogContent } from '../../components/dialogs.tsx';
import { pathErrors } from '../../components/path-errors.ts';

interface IngredientDialogProps {
  /** The ingredient to edit, or null to add one. */
  id: string | null;
  onDone: () => void;
}

/** Add or edit an ingredient and its portions. Rendered inside an open <Dialog>. */
export function IngredientDialog({ id, onDone }: IngredientDialogProps) {
  const ingredient = trpc.ingredients.get.useQuery(id === null ? skipToken : { id });
  return (
    <EditorDialogContent
      className="sm:max-w-2xl"
      title={id ? 'Edit ingredient' : 'Add ingredient'}
      description="Each portion says how many grams one of it weighs. Recipes always offer grams as well."
      id={id}
      query={ingredient}
      loadingLabel="Loading the ingredient…"
      loadingBlocks={['h-10', 'h-24']}
    >
      {(loaded) => <IngredientForm ingredient={loaded} onDone={onDone} />}
    </EditorDialogContent>
  );
}

const INGREDIENT_PORTIONS: PortionsWording = {
  gramsField: 'val',
  gramsLabel: 'Grams',
  placeholders: { name: 'e.g. Cup', unit: 'e.g. cup' },
  numberedLabels: true,
};

const draftOf = (portion?: Ingredient['portions'][number]) => portionDraft(portion, portion?.val);

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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A row left completely blank is not a portion.
    const filled = portions.filter((p) => p.name.trim() || p.unit.trim() || p.grams.trim());
    const grams = filled.map((p) => (p.grams.trim() ? Number(p.grams.trim().replace(',', '.')) : Number.NaN));
    const unreadableGrams: FieldErrors = {};
    grams.forEach((val, index) => {
      if (Number.isNaN(val)) unreadableGrams[`portions.${index}.val`] = 'Enter the weight in grams.';
    });
    const parsed = ZIngredientSaveInput.safeParse({
      id: ingredient?.id ?? null,
      name,
      portions: filled.map((p, index) => ({ name: p.name, unit: p.unit, val: grams[index] })),
    });
    const found: FieldErrors = parsed.success ? {} : pathErrors(parsed.error.issues);
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
      <PortionsEditor
        formId={formId}
        portions={portions}
        setPortions={setPortions}
        errors={errors}
        setErrors={setErrors}
        wording={INGREDIENT_PORTIONS}
        legend="Portions"
        legendClassName="mb-2 text-sm font-medium text-neutral-800"
      />
      <DialogActions>
        <SubmitButton pending={save.isPending}>Save ingredient</SubmitButton>
      </DialogActions>
    </form>
  );
}
