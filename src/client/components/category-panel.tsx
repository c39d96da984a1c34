import { useState, type FormEvent, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { z } from 'zod';
import { validate, type FieldErrors } from '../lib/errors.ts';
import { nameErrorOf } from './category-dialogs.tsx';
import { allState, EmptyState, LoadingRows, QueryError, SelectionBar, useSelection } from './list-parts.tsx';
import { deleteItem, editItem, RowMenu } from './row-menu.tsx';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { Checkbox } from './ui/checkbox.tsx';
import { Dialog } from './ui/dialog.tsx';
import { Field } from './ui/field.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table.tsx';

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

interface CategoryAdd {
  isPending: boolean;
  mutate: (
    input: { name: string },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

export interface CategoryPanelProps<C extends CategoryRow> {
  /** Starts the heading's id: "food-categories" gives "food-categories-heading". */
  id: string;
  heading: string;
  description: ReactNode;
  /** The add form's field: its label and an example. */
  newLabel: string;
  newPlaceholder: string;
  schema: z.ZodType<{ name: string }>;
  add: CategoryAdd;
  list: { isPending: boolean; isError: boolean; error: unknown; data: C[] | undefined };
  loadingLabel: string;
  loadingRows: number;
  empty: string;
  /** The count column: its heading ("Foods") and each category's number. */
  countHeading: string;
  countOf: (category: C) => number;
  /** Batch (de)activation of the chosen categories, for categories that can be inactive. */
  setActive?: { isPending: boolean; run: (ids: string[], active: boolean, onDone: () => void) => void };
  /** The rename or delete dialog for a category, inside the panel's <Dialog>. */
  dialog: (open: { kind: 'rename' | 'delete'; category: C }, onDone: () => void) => ReactNode;
}

export function CategoryPanel<C extends CategoryRow>(props: CategoryPanelProps<C>) {
  const headingId = `${props.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-neutral-900">
          {props.heading}
        </h2>
        <p className="mt-1 text-neutral-600">{props.description}</p>
      </div>
      <AddCategoryForm {...props} />
      <CategoriesTable {...props} />
    </section>
  );
}

function AddCategoryForm<C extends CategoryRow>({
  add,
  schema,
  newLabel,
  newPlaceholder,
}: CategoryPanelProps<C>) {
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
        label={newLabel}
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
      <Button type="submit" className="sm:mt-5" disabled={add.isPending}>
        <Plus aria-hidden />
        Add category
      </Button>
    </form>
  );
}

function CategoriesTable<C extends CategoryRow>(props: CategoryPanelProps<C>) {
  const { list, setActive } = props;
  const selection = useSelection();
  const [dialog, setDialog] = useState<{ kind: 'rename' | 'delete'; category: C } | null>(null);

  if (list.isPending) return <LoadingRows label={props.loadingLabel} rows={props.loadingRows} />;
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
      {setActive && chosen.length > 0 ? (
        <SelectionBar label="Selected categories" count={chosen.length} onClear={selection.clear}>
          <Button size="sm" variant="outline" disabled={setActive.isPending} onClick={() => activate(true)}>
            Activate
          </Button>
          <Button size="sm" variant="outline" disabled={setActive.isPending} onClick={() => activate(false)}>
            Deactivate
          </Button>
        </SelectionBar>
      ) : null}
      <Table>
        <TableHeader>
          <TableRow>
            {setActive ? (
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all categories"
                  checked={allState(chosen.length, categories.length)}
                  onCheckedChange={(on) =>
                    on === true ? selection.setAll(categories.map((c) => c.id)) : selection.clear()
                  }
                />
              </TableHead>
            ) : null}
            <TableHead>Name</TableHead>
            <TableHead className="text-right">{props.countHeading}</TableHead>
            {setActive ? <TableHead className="hidden sm:table-cell">Status</TableHead> : null}
            <TableHead actions />
          </TableRow>
        </TableHeader>
        <TableBody>
          {categories.map((category) => (
            <TableRow
              key={category.id}
              data-state={selection.selected.has(category.id) ? 'selected' : undefined}
            >
              {setActive ? (
                <TableCell>
                  <Checkbox
                    aria-label={`Select ${category.name}`}
                    checked={selection.selected.has(category.id)}
                    onCheckedChange={(on) => selection.toggle(category.id, on === true)}
                  />
                </TableCell>
              ) : null}
              <TableCell className="font-medium text-neutral-900">
                <span className="break-words">{category.name}</span>
                {category.active === false ? (
                  <Badge variant="secondary" className="ml-2 sm:hidden">
                    Inactive
                  </Badge>
                ) : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">{props.countOf(category)}</TableCell>
              {setActive ? (
                <TableCell className="hidden sm:table-cell">
                  <Badge variant={category.active ? 'success' : 'secondary'}>
                    {category.active ? 'Active' : 'Inactive'}
                  </Badge>
                </TableCell>
              ) : null}
              <TableCell className="text-right">
                <RowMenu
                  name={category.name}
                  items={[
                    editItem(() => setDialog({ kind: 'rename', category }), 'Rename'),
                    deleteItem(() => setDialog({ kind: 'delete', category })),
                  ]}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog ? props.dialog(dialog, () => setDialog(null)) : null}
      </Dialog>
    </div>
  );
}
