import { type FormEvent } from 'react';
import { skipToken } from '@tanstack/react-query';
import { ZIngredientSaveInput, type Ingredient } from '../../../shared/schemas/foods.ts';
import { portionDraft } from '../../components/portions-editor.tsx';
import { Field } from '../../components/ui/field.tsx';
import { trpc } from '../../lib/trpc.ts';
import {
  PortionedItemDialog,
  PortionedItemForm,
  usePortionedForm,
  type PortionedKind,
} from '../../components/form-portioned-item.tsx';

const INGREDIENT: PortionedKind<Ingredient> = {
  noun: 'ingredient',
  useItem: (id) => trpc.ingredients.get.useQuery(id === null ? skipToken : { id }),
  description: 'Each portion says how many grams one of it weighs. Recipes always offer grams as well.',
  className: 'sm:max-w-2xl',
  loadingBlocks: ['h-10', 'h-24'],
  formClassName: 'grid gap-5',
  portions: {
    gramsField: 'val',
    gramsLabel: 'Grams',
    placeholders: { name: 'e.g. Cup', unit: 'e.g. cup' },
    numberedLabels: true,
  },
  portionsLegendClassName: 'mb-2 text-sm font-medium text-neutral-800',
};

/** Add or edit an ingredient and its portions. Rendered inside an open <Dialog>. */
export function IngredientDialog({ id, onDone }: { id: string | null; onDone: () => void }) {
  return (
    <PortionedItemDialog kind={INGREDIENT} id={id}>
      {(loaded) => <IngredientForm ingredient={loaded} onDone={onDone} />}
    </PortionedItemDialog>
  );
}

const draftOf = (portion?: Ingredient['portions'][number]) => portionDraft(portion, portion?.val);

function IngredientForm({ ingredient, onDone }: { ingredient: Ingredient | null; onDone: () => void }) {
  const form = usePortionedForm(INGREDIENT, () => ({
    values: { name: ingredient?.name ?? '' },
    portions: ingredient && ingredient.portions.length > 0 ? ingredient.portions.map(draftOf) : [draftOf()],
  }));
  const utils = trpc.useUtils();
  const save = trpc.ingredients.save.useMutation(
    form.saveCallbacks(() => {
      void utils.ingredients.invalidate();
      onDone();
    }, 'ingredientNameTaken'),
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A row left completely blank is not a portion.
    const filled = form.portions.filter((p) => p.name.trim() || p.unit.trim() || p.grams.trim());
    const data = form.check(
      ZIngredientSaveInput,
      (grams) => ({
        id: ingredient?.id ?? null,
        name: form.values.name,
        portions: filled.map((p, index) => ({ name: p.name, unit: p.unit, val: grams[index] })),
      }),
      { checkedPortions: filled },
    );
    form.setPortions(filled.length > 0 ? filled : [draftOf()]);
    if (data) save.mutate(data);
  }

  return (
    <PortionedItemForm kind={INGREDIENT} form={form} pending={save.isPending} onSubmit={handleSubmit}>
      <Field
        label="Name"
        autoComplete="off"
        hint="As a recipe names the food, e.g. “Rolled oats”."
        {...form.bind('name')}
      />
    </PortionedItemForm>
  );
}
