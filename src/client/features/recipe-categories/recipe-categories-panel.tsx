import { useState, type FormEvent } from 'react';
import { EllipsisVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { ZRecipeCategoryInput, type RecipeCategory } from '../../../shared/schemas/recipe-categories.ts';
import { Button } from '../../components/ui/button.tsx';
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
  DeleteRecipeCategoryDialog,
  RenameRecipeCategoryDialog,
  useRecipeCategoryCallbacks,
} from './recipe-category-dialogs.tsx';
import { nameErrorOf } from '../../components/category-dialogs.tsx';

/** The recipe categories (SPEC §7 categories): add, rename, delete, with how many recipes each has. */
export function RecipeCategoriesPanel() {
  return (
    <section aria-labelledby="recipe-categories-heading" className="grid gap-4">
      <div>
        <h2 id="recipe-categories-heading" className="text-xl font-semibold text-neutral-900">
          Recipe categories
        </h2>
        <p className="mt-1 text-neutral-600">The categories recipes are filed under.</p>
      </div>
      <AddRecipeCategoryForm />
      <RecipeCategoriesTable />
    </section>
  );
}

function AddRecipeCategoryForm() {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const callbacks = useRecipeCategoryCallbacks(() => setName(''));
  const add = trpc.recipeCategories.add.useMutation({
    onSuccess: callbacks.onSuccess,
    onError: (error) => {
      callbacks.onError(error);
      setErrors(nameErrorOf(error));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZRecipeCategoryInput, { name });
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
        label="New recipe category"
        name="name"
        placeholder="e.g. Soups"
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

function RecipeCategoriesTable() {
  const list = trpc.recipeCategories.list.useQuery();
  const [dialog, setDialog] = useState<{ kind: 'rename' | 'delete'; category: RecipeCategory } | null>(null);

  if (list.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading recipe categories…</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 rounded-lg" />
        ))}
      </div>
    );
  }
  if (list.isError) return <p className="text-red-700">{errorText(list.error)}</p>;
  if (list.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center text-neutral-600">
        No recipe categories yet. Add the first above, for example Soups or Salads.
      </p>
    );
  }

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead className="text-right">Recipes</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.data.map((category) => (
            <TableRow key={category.id}>
              <TableCell className="font-medium break-words text-neutral-900">{category.name}</TableCell>
              <TableCell className="text-right tabular-nums">{category.recipeCount}</TableCell>
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
          <RenameRecipeCategoryDialog category={dialog.category} onDone={() => setDialog(null)} />
        ) : dialog?.kind === 'delete' ? (
          <DeleteRecipeCategoryDialog category={dialog.category} onDone={() => setDialog(null)} />
        ) : null}
      </Dialog>
    </>
  );
}
