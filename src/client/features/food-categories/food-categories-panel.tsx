import { useState, type FormEvent } from 'react';
import { EllipsisVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { ZFoodCategoryInput, type FoodCategory } from '../../../shared/schemas/foods.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { errorText, validate, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import {
  DeleteFoodCategoryDialog,
  RenameFoodCategoryDialog,
  useCategoryCallbacks,
} from './category-dialogs.tsx';
import { nameErrorOf } from '../../components/category-dialogs.tsx';

/** The food categories with their food counts: add, rename, delete, (de)activate. */
export function FoodCategoriesPanel() {
  return (
    <section aria-labelledby="food-categories-heading" className="grid gap-4">
      <div>
        <h2 id="food-categories-heading" className="text-xl font-semibold text-neutral-900">
          Food categories
        </h2>
        <p className="mt-1 text-neutral-600">
          The categories foods are filed under. Inactive ones stay on their foods but are no longer offered in
          the food editor.
        </p>
      </div>
      <AddCategoryForm />
      <CategoriesTable />
    </section>
  );
}

function AddCategoryForm() {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const callbacks = useCategoryCallbacks(() => setName(''));
  const add = trpc.foodCategories.add.useMutation({
    onSuccess: callbacks.onSuccess,
    onError: (error) => {
      callbacks.onError(error);
      setErrors(nameErrorOf(error));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZFoodCategoryInput, { name });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) add.mutate(checked.data);
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="grid gap-3 rounded-2xl border border-neutral-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <Field
        label="New category"
        name="name"
        placeholder="e.g. Fruit"
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

function CategoriesTable() {
  const list = trpc.foodCategories.list.useQuery({ includeInactive: true });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ kind: 'rename' | 'delete'; category: FoodCategory } | null>(null);
  const clearSelection = () => setSelected(new Set());
  const bulkUpdate = trpc.foodCategories.bulkUpdate.useMutation(useCategoryCallbacks(clearSelection));

  if (list.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading categories…</span>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-12 rounded-lg" />
        ))}
      </div>
    );
  }
  if (list.isError) return <p className="text-red-700">{errorText(list.error)}</p>;
  const categories = list.data;
  if (categories.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center text-neutral-600">
        No categories yet. Add the first above, for example Fruit or Vegetables.
      </p>
    );
  }

  // Selections of categories deleted meanwhile are dropped.
  const chosen = categories.filter((c) => selected.has(c.id));
  const allChosen = chosen.length === categories.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const setActive = (active: boolean) =>
    bulkUpdate.mutate({ updates: chosen.map((c) => ({ id: c.id, active })) });

  return (
    <div className="grid gap-3">
      {chosen.length > 0 ? (
        <div
          role="region"
          aria-label="Selected categories"
          className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-3 py-2"
        >
          <span className="mr-auto text-sm font-medium text-neutral-800">{chosen.length} selected</span>
          <Button size="sm" variant="outline" disabled={bulkUpdate.isPending} onClick={() => setActive(true)}>
            Activate
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={bulkUpdate.isPending}
            onClick={() => setActive(false)}
          >
            Deactivate
          </Button>
          <Button size="sm" variant="ghost" onClick={clearSelection}>
            Clear
          </Button>
        </div>
      ) : null}
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <Checkbox
                aria-label="Select all categories"
                checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
                onCheckedChange={(on) =>
                  setSelected(on === true ? new Set(categories.map((c) => c.id)) : new Set())
                }
              />
            </TableHead>
            <TableHead>Name</TableHead>
            <TableHead className="text-right">Foods</TableHead>
            <TableHead className="hidden sm:table-cell">Status</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {categories.map((category) => (
            <TableRow key={category.id} data-state={selected.has(category.id) ? 'selected' : undefined}>
              <TableCell>
                <Checkbox
                  aria-label={`Select ${category.name}`}
                  checked={selected.has(category.id)}
                  onCheckedChange={(on) => toggle(category.id, on === true)}
                />
              </TableCell>
              <TableCell className="font-medium text-neutral-900">
                <span className="break-words">{category.name}</span>
                {category.active ? null : (
                  <Badge variant="secondary" className="ml-2 sm:hidden">
                    Inactive
                  </Badge>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{category.foodCount}</TableCell>
              <TableCell className="hidden sm:table-cell">
                <Badge variant={category.active ? 'success' : 'secondary'}>
                  {category.active ? 'Active' : 'Inactive'}
                </Badge>
              </TableCell>
              <TableCell className="text-right">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Actions for ${category.name}`}
                    >
                      <EllipsisVertical className="size-4" aria-hidden />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent>
                    <DropdownMenuItem onSelect={() => setDialog({ kind: 'rename', category })}>
                      <Pencil aria-hidden />
                      Rename
                    </DropdownMenuItem>
                    <DropdownMenuItem
                      variant="destructive"
                      onSelect={() => setDialog({ kind: 'delete', category })}
                    >
                      <Trash2 aria-hidden />
                      Delete
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog?.kind === 'rename' ? (
          <RenameFoodCategoryDialog category={dialog.category} onDone={() => setDialog(null)} />
        ) : dialog?.kind === 'delete' ? (
          <DeleteFoodCategoryDialog category={dialog.category} onDone={() => setDialog(null)} />
        ) : null}
      </Dialog>
    </div>
  );
}
