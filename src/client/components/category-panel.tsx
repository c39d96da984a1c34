import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { validate, type FieldErrors } from '../lib/errors.ts';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../lib/trpc.ts';
import { DeleteCategoryDialog, nameErrorOf, RenameCategoryDialog, whatStays } from './category-dialogs.tsx';
import { useChangeCallbacks } from './mutation-toasts.ts';
import { AddButton, EmptyState, LoadingRows, QueryError, useSelection } from './list-parts.tsx';
import { deleteItem, editItem, RowMenu } from './row-menu.tsx';
import { Badge } from './ui/badge.tsx';
import { Dialog } from './ui/dialog.tsx';
import { Field } from './ui/field.tsx';
import { BatchBar } from './table-batch-bar.tsx';
import { DataTable } from './table-data.tsx';

/**
 * A panel of categories (food categories, recipe categories): the heading, a form that adds one, and the
 * table of them with how many things each holds and a menu to rename or delete it; where categories can be
 * made inactive, their status and a batch (de)activate. Each feature passes its procedures and words.
 */

export interface CategoryRow {
  id: string;
  name: string;
  /** Only categories that can be made inactive have it. */
  active?: boolean;
}

/** The server's procedures of a kind of category: list, add, rename, delete. */
export type CategoryRouter = 'foodCategories' | 'recipeCategories';

/** A change's usual callbacks: its message as a toast, then every list of the kind read again. */
export function useCategoryToasts(router: CategoryRouter) {
  return useChangeCallbacks([router]);
}

/** Add, rename and delete a category of the kind, each with its toast and the lists read again. */
function useCategoryMutations(router: CategoryRouter) {
  const utils = trpc.useUtils();
  const callbacks = useCategoryToasts(router);
  return {
    add: useMutation({
      mutationFn: (input: { name: string }) => utils.client[router].add.mutate(input),
      ...callbacks,
    }),
    rename: useMutation({
      mutationFn: (input: { id: string; name: string }) => utils.client[router].rename.mutate(input),
      ...callbacks,
    }),
    remove: useMutation({
      mutationFn: (input: { id: string }) => utils.client[router].delete.mutate(input),
      ...callbacks,
    }),
  };
}

export interface CategoryPanelProps<C extends CategoryRow> {
  router: CategoryRouter;
  /** Starts the heading's id: "food-categories" gives "food-categories-heading". */
  id: string;
  heading: string;
  description: ReactNode;
  /** What one is called here: "category", "recipe category" ("New recipe category", "Rename …"). */
  categoryWord: string;
  /** What a category holds: "food" ("Foods" heads the count column; "Its 3 foods stay"). */
  itemWord: string;
  /** The add form's example. */
  newPlaceholder: string;
  schema: z.ZodType<{ name: string }>;
  list: { isPending: boolean; isError: boolean; error: unknown; data: C[] | undefined };
  loadingRows: number;
  empty: string;
  /** Each category's number of items. */
  countOf: (category: C) => number;
  /** Batch (de)activation of the chosen categories, for categories that can be inactive. */
  setActive?: { isPending: boolean; run: (ids: string[], active: boolean, onDone: () => void) => void };
}

type PanelParts<C extends CategoryRow> = CategoryPanelProps<C> & {
  mutations: ReturnType<typeof useCategoryMutations>;
};

/** "recipe category" -> "recipe categories". */
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const pluralOf = (word: string) => (word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`);

export function CategoryPanel<C extends CategoryRow>(props: CategoryPanelProps<C>) {
  const mutations = useCategoryMutations(props.router);
  const headingId = `${props.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-neutral-900">
          {props.heading}
        </h2>
        <p className="mt-1 text-neutral-600">{props.description}</p>
      </div>
      <AddCategoryForm {...props} mutations={mutations} />
      <CategoriesTable {...props} mutations={mutations} />
    </section>
  );
}

function AddCategoryForm<C extends CategoryRow>({
  mutations: { add },
  schema,
  categoryWord,
  newPlaceholder,
}: PanelParts<C>) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(schema, { name });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) {
      add.mutate(checked.data, {
        onSuccess: () => setName(''),
        onError: (error) => setErrors(nameErrorOf(error)),
      });
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="grid gap-3 rounded-2xl border border-neutral-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <Field
        label={`New ${categoryWord}`}
        name="name"
        placeholder={newPlaceholder}
        autoComplete="off"
        value={name}
        error={errors.name ?? null}
        onChange={(event) => {
          setName(event.target.value);
          setErrors({});
        }}
      />
      <AddButton type="submit" className="sm:mt-5" disabled={add.isPending}>
        Add category
      </AddButton>
    </form>
  );
}

function CategoriesTable<C extends CategoryRow>(props: PanelParts<C>) {
  const { list, setActive, categoryWord, itemWord, mutations } = props;
  const selection = useSelection();
  const [dialog, setDialog] = useState<{ kind: 'rename' | 'delete'; category: C } | null>(null);

  if (list.isPending)
    return <LoadingRows label={`Loading ${pluralOf(categoryWord)}…`} rows={props.loadingRows} />;
  if (list.isError || !list.data) return <QueryError error={list.error} />;
  const categories = list.data;
  if (categories.length === 0) return <EmptyState>{props.empty}</EmptyState>;
  const chosen = selection.chosenOf(categories);
  const activate = (active: boolean) =>
    setActive?.run(
      chosen.map((category) => category.id),
      active,
      selection.clear,
    );

  return (
    <div className="grid gap-3">
      {setActive ? (
        <BatchBar
          label="Selected categories"
          count={chosen.length}
          onClear={selection.clear}
          pending={setActive.isPending}
          actions={[
            { label: 'Activate', onClick: () => activate(true) },
            { label: 'Deactivate', onClick: () => activate(false) },
          ]}
        />
      ) : null}
      <DataTable
        rows={categories}
        columns={[
          {
            header: 'Name',
            className: 'font-medium text-neutral-900',
            cell: (category) => (
              <>
                <span className="break-words">{category.name}</span>
                {category.active === false ? (
                  <Badge variant="secondary" className="ml-2 sm:hidden">
                    Inactive
                  </Badge>
                ) : null}
              </>
            ),
          },
          {
            header: capitalize(pluralOf(itemWord)),
            align: 'right',
            className: 'tabular-nums',
            cell: props.countOf,
          },
          !!setActive && {
            header: 'Status',
            hideBelow: 'sm',
            cell: (category) => (
              <Badge variant={category.active ? 'success' : 'secondary'}>
                {category.active ? 'Active' : 'Inactive'}
              </Badge>
            ),
          },
        ]}
        select={
          setActive
            ? { selection, allLabel: 'Select all categories', nameOf: (category) => category.name }
            : undefined
        }
        actions={(category) => (
          <RowMenu
            name={category.name}
            items={[
              editItem(() => setDialog({ kind: 'rename', category }), 'Rename'),
              deleteItem(() => setDialog({ kind: 'delete', category })),
            ]}
          />
        )}
      />
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog?.kind === 'rename' ? (
          <RenameCategoryDialog
            category={dialog.category}
            title={`Rename ${categoryWord}`}
            description={`Its ${pluralOf(itemWord)} keep the category under the new name.`}
            schema={props.schema}
            rename={mutations.rename}
            onDone={() => setDialog(null)}
          />
        ) : dialog ? (
          <DeleteCategoryDialog
            category={dialog.category}
            stays={whatStays(props.countOf(dialog.category), itemWord, pluralOf(itemWord))}
            remove={mutations.remove}
            onDone={() => setDialog(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
