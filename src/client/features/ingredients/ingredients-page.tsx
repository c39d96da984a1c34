import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { Ingredient } from '../../../shared/schemas/foods.ts';
import { AddButton, EmptyState, PagedQueryList, SearchInput } from '../../components/list-parts.tsx';
import { ItemDialog } from '../../components/item-dialog.tsx';
import { DataTable, RowButton, type DataColumn } from '../../components/table-data.tsx';
import { cn } from '../../lib/cn.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSearchText } from '../../lib/use-debounced-value.ts';
import { formatGrams } from './format-grams.ts';
import { IngredientDialog } from './ingredient-dialog.tsx';
import { IngredientSearchBox } from './ingredient-search-box.tsx';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';
import { ConfirmDialogContent } from '../../components/dialogs.tsx';

/** What the editor dialog is open for: a new ingredient, or an existing one by id. */
type Editing = { id: string | null } | null;

/**
 * Ingredients (admin, dietitian, nutritionist, naturopath): the household portions the recipe builder offers
 * for a food name, kept in our own library.
 */
export function IngredientsPage() {
  const [query, setQuery, debouncedQuery] = useSearchText();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <TitledPage
      width="list"
      title="Ingredients"
      description="Household portions (a cup, a slice, a medium one) and their grams, offered when a recipe adds a food."
      actions={<AddButton onClick={() => setEditing({ id: null })}>Add ingredient</AddButton>}
    >
      <IngredientSearchBox />
      <section aria-labelledby="library-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="library-heading" className="text-lg font-semibold text-neutral-900">
            Library
          </h2>
          <SearchInput
            boxClassName="w-full sm:max-w-xs"
            aria-label="Search ingredients"
            placeholder="Search ingredients"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <IngredientList
          query={debouncedQuery}
          onEdit={(id) => setEditing({ id })}
          onAdd={() => setEditing({ id: null })}
        />
      </section>
      <ItemDialog item={editing} onClose={() => setEditing(null)}>
        {({ id }) => <IngredientDialog id={id} onDone={() => setEditing(null)} />}
      </ItemDialog>
    </TitledPage>
  );
}

interface IngredientListProps {
  query: string;
  onEdit: (id: string) => void;
  onAdd: () => void;
}

function IngredientList({ query, onEdit, onAdd }: IngredientListProps) {
  const [deleting, setDeleting] = useState<Ingredient | null>(null);
  const list = trpc.ingredients.list.useInfiniteQuery(
    { query },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  return (
    <PagedQueryList
      query={list}
      items={(page) => page.items}
      loading={{ label: 'Loading ingredients…' }}
      empty={
        <EmptyState
          action={
            <AddButton variant="outline" onClick={onAdd}>
              Add ingredient
            </AddButton>
          }
        >
          {query
            ? `No ingredient is called anything like “${query}”. Check the spelling, or add it.`
            : 'The library is empty. Add an ingredient with its portions, and recipes will offer them.'}
        </EmptyState>
      }
    >
      {(items, data) => (
        <>
          <IngredientCount total={data.pages[0]?.total ?? 0} />
          <IngredientTable items={items} onEdit={onEdit} onDelete={setDeleting} />
          <ItemDialog item={deleting} onClose={() => setDeleting(null)}>
            {(ingredient) => (
              <DeleteIngredientDialog ingredient={ingredient} onDone={() => setDeleting(null)} />
            )}
          </ItemDialog>
        </>
      )}
    </PagedQueryList>
  );
}

function IngredientCount({ total }: { total: number }) {
  return (
    <p className="text-sm text-neutral-600" aria-live="polite">
      {total === 1 ? '1 ingredient' : `${total} ingredients`}
    </p>
  );
}

const INGREDIENT_COLUMNS: DataColumn<Ingredient>[] = [
  {
    header: 'Name',
    className: 'font-medium text-neutral-900 sm:min-w-32',
    cell: (ingredient) => (
      <>
        {ingredient.name}
        {/* On a phone the portions go under the name, so the row's actions stay on screen. */}
        <PortionChips ingredient={ingredient} className="mt-2 font-normal sm:hidden" />
      </>
    ),
  },
  {
    header: 'Portions',
    hideBelow: 'sm',
    className: 'min-w-48',
    cell: (ingredient) => <PortionChips ingredient={ingredient} />,
  },
];

function IngredientTable({
  items,
  onEdit,
  onDelete,
}: {
  items: Ingredient[];
  onEdit: (id: string) => void;
  onDelete: (ingredient: Ingredient) => void;
}) {
  return (
    <DataTable
      rows={items}
      columns={INGREDIENT_COLUMNS}
      actions={(ingredient) => (
        <>
          <RowButton icon={Pencil} label={`Edit ${ingredient.name}`} onClick={() => onEdit(ingredient.id)} />
          <RowButton
            icon={Trash2}
            label={`Delete ${ingredient.name}`}
            destructive
            onClick={() => onDelete(ingredient)}
          />
        </>
      )}
    />
  );
}

function PortionChips({ ingredient, className }: { ingredient: Ingredient; className?: string }) {
  if (ingredient.portions.length === 0) {
    return <p className={cn('text-neutral-500', className)}>No portions yet</p>;
  }
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={`Portions of ${ingredient.name}`}>
      {ingredient.portions.map((portion) => (
        <li
          key={portion.name}
          className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs whitespace-nowrap text-neutral-800"
        >
          {portion.name} · {formatGrams(portion.val)}
        </li>
      ))}
    </ul>
  );
}

function DeleteIngredientDialog({ ingredient, onDone }: { ingredient: Ingredient; onDone: () => void }) {
  const remove = trpc.ingredients.delete.useMutation(useChangeCallbacks(['ingredients'], onDone));
  return (
    <ConfirmDialogContent
      title={`Delete ${ingredient.name}?`}
      description={`Its ${ingredient.portions.length === 1 ? 'portion goes' : 'portions go'} with it. A search for this name then finds the portions of the closest food instead.`}
      confirmLabel="Delete ingredient"
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: ingredient.id })}
    />
  );
}
