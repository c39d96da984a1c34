import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { energyInUnit, type EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { roundForDisplay } from '../../../shared/nutrition/display.ts';
import type { NutrientKey } from '../../../shared/nutrition/nutrients.ts';
import type { FoodListItem, FoodStatus } from '../../../shared/schemas/foods.ts';
import {
  AddButton,
  EmptyState,
  LoadingRows,
  QueryError,
  SearchInput,
  allState,
} from '../../components/list-parts.tsx';
import { PageButtons } from '../../components/page-buttons.tsx';
import { StatusTabs } from '../../components/status-tabs.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { DataTable, type DataColumn, type RowSelection } from '../../components/table-data.tsx';
import { ItemDialog } from '../../components/item-dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { useSearchText } from '../../lib/use-debounced-value.ts';
import { BulkActions, STATUS_LABELS } from './bulk-actions.tsx';
import { FoodActions } from './food-actions.tsx';
import { FoodEditorDialog } from './food-editor-dialog.tsx';
import { FoodContainsChip } from './food-facts-fields.tsx';
import { reviewsFoods } from './food-permissions.ts';

/** What the editor dialog is open for: a new food, or an existing one by id. */
type Editing = { id: string | null } | null;

/**
 * Foods (admin, dietitian, nutritionist, naturopath): the published foods, the pending ones waiting for
 * review and (for the admin) the hidden ones; searched on the server, typo tolerant, a page at a time.
 */
export function FoodsPage() {
  const user = useCurrentUser();
  const reviewer = reviewsFoods(user);
  const [status, setStatus] = useState<FoodStatus>('published');
  const [query, setQuery, debouncedQuery] = useSearchText();
  const [categoryId, setCategoryId] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const pendingCount = trpc.foods.pendingCount.useQuery();
  const categories = trpc.foodCategories.list.useQuery();
  // A new tab, search or category starts again at page 1.
  const filterKey = JSON.stringify([status, debouncedQuery, categoryId]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  return (
    <TitledPage
      width="list"
      title="Foods"
      description={
        reviewer
          ? 'The foods every recipe is built from: review new ones, correct values, hide what should not be used.'
          : 'The foods recipes are built from, and the ones you have added.'
      }
      actions={<AddButton onClick={() => setEditing({ id: null })}>Add food</AddButton>}
    >
      <StatusTabs
        label="Food status"
        value={status}
        onChange={setStatus}
        tabs={[
          { value: 'published', label: 'Published' },
          { value: 'pending', label: 'Pending', count: pendingCount.data },
          reviewer && { value: 'hidden', label: 'Hidden' },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
        <SearchInput
          label="Search"
          id="foods-search"
          placeholder="e.g. chicken breast"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SelectField
          label="Category"
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          options={categories.data?.map((category) => ({ value: category.id, label: category.name }))}
        >
          <option value="">All categories</option>
        </SelectField>
      </div>
      <FoodsList
        selectionKey={`${filterKey}:${page}`}
        status={status}
        query={debouncedQuery}
        categoryId={categoryId || null}
        page={page}
        onPage={(next) => setPaging({ filterKey, page: next })}
        onEdit={(id) => setEditing({ id })}
        onAdd={() => setEditing({ id: null })}
      />
      <ItemDialog item={editing} onClose={() => setEditing(null)}>
        {({ id }) => <FoodEditorDialog id={id} onDone={() => setEditing(null)} />}
      </ItemDialog>
    </TitledPage>
  );
}

interface FoodsListProps {
  /** Names the list on screen (tab, filters, page): a selection is kept only while it stays the same. */
  selectionKey: string;
  status: FoodStatus;
  query: string;
  categoryId: string | null;
  page: number;
  onPage: (page: number) => void;
  onEdit: (id: string) => void;
  onAdd: () => void;
}

function FoodsList({ selectionKey, status, query, categoryId, page, onPage, onEdit, onAdd }: FoodsListProps) {
  const user = useCurrentUser();
  const reviewer = reviewsFoods(user);
  const list = trpc.foods.list.useQuery(
    { status, query, categoryId, page },
    { placeholderData: keepPreviousData },
  );
  const selection = useKeyedSelection(selectionKey);
  const { selected } = selection;

  if (list.isPending) return <LoadingRows label="Loading foods…" rows={5} rowClassName="h-14 rounded-lg" />;
  if (list.isError) return <QueryError error={list.error} />;
  const { items, total, pageSize } = list.data;
  if (items.length === 0) {
    return (
      <EmptyFoods
        reviewer={reviewer}
        status={status}
        query={query}
        filtered={categoryId !== null}
        onAdd={onAdd}
      />
    );
  }

  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const showing = `${first.toLocaleString()}–${(first + items.length - 1).toLocaleString()} of ${total.toLocaleString()}`;

  return (
    <div
      className={cn(
        'grid grid-cols-[minmax(0,1fr)] gap-4 transition-opacity',
        list.isPlaceholderData && 'opacity-60',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600" aria-live="polite">
          {total === 1 ? '1 food' : `${total.toLocaleString()} foods`}
          {pages > 1 ? ` · showing ${showing}` : ''}
        </p>
        {pages > 1 ? (
          <PageButtons label="Pages, above the list" page={page} pages={pages} onPage={onPage} />
        ) : null}
        {reviewer ? (
          <label className="flex items-center gap-2 text-sm text-neutral-700 md:hidden">
            <Checkbox
              checked={allState(items.filter((food) => selected.has(food.id)).length, items.length)}
              onCheckedChange={(checked) =>
                checked ? selection.setAll(items.map((food) => food.id)) : selection.clear()
              }
            />
            Select all on this page
          </label>
        ) : null}
      </div>
      {/* The desktop list: one row a food, nutrients per 100 g in columns. */}
      <div className="hidden md:block">
        <DataTable
          rows={items}
          columns={foodColumns(user.energyUnit)}
          select={
            reviewer
              ? { selection, allLabel: 'Select all foods on this page', nameOf: (food) => food.name }
              : undefined
          }
          actions={(food) => <FoodActions food={food} onEdit={onEdit} />}
        />
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Foods">
        {items.map((food) => (
          <FoodCard
            key={food.id}
            food={food}
            energyUnit={user.energyUnit}
            selectable={reviewer}
            selected={selected.has(food.id)}
            onToggle={(on) => selection.toggle(food.id, on)}
            onEdit={onEdit}
          />
        ))}
      </ul>
      {pages > 1 ? <PageButtons label="Pages" page={page} pages={pages} onPage={onPage} /> : null}
      {reviewer && selected.size > 0 ? <BulkActions ids={[...selected]} onDone={selection.clear} /> : null}
    </div>
  );
}

/** The chosen foods, kept only while the list shows the same `key` (tab, filters, page). */
function useKeyedSelection(key: string): RowSelection {
  const [kept, setKept] = useState<{ key: string; ids: ReadonlySet<string> }>({ key, ids: new Set() });
  const selected = kept.key === key ? kept.ids : new Set<string>();
  return {
    selected,
    toggle: (id, on) => {
      const ids = new Set(selected);
      if (on) ids.add(id);
      else ids.delete(id);
      setKept({ key, ids });
    },
    setAll: (ids) => setKept({ key, ids: new Set(ids) }),
    clear: () => setKept({ key, ids: new Set() }),
  };
}

function EmptyFoods({
  reviewer,
  status,
  query,
  filtered,
  onAdd,
}: {
  reviewer: boolean;
  status: FoodStatus;
  query: string;
  filtered: boolean;
  onAdd: () => void;
}) {
  let text: string;
  if (query)
    text = `No ${STATUS_LABELS[status].toLowerCase()} food matches “${query}”. Try other words, or add it.`;
  else if (filtered) text = 'No food in this category here. Choose another category, or all of them.';
  else if (status === 'pending')
    text = reviewer
      ? 'No food is waiting for review. Foods professionals add show up here.'
      : 'None of your foods is waiting for review. Foods you add stay here until an admin approves them.';
  else if (status === 'hidden')
    text = 'No food is hidden. Hide a food from its menu to keep it out of recipes.';
  else text = 'There are no foods yet. Add one, or import a food file on Upload Excel.';
  return (
    <EmptyState
      action={
        status !== 'hidden' ? (
          <AddButton variant="outline" onClick={onAdd}>
            Add food
          </AddButton>
        ) : null
      }
    >
      {text}
    </EmptyState>
  );
}

/** A nutrient per 100 g as a number in the unit its column names; a dash when the source gave none. */
function nutrientText(key: NutrientKey, value: number | null, energyUnit: EnergyUnit): string {
  if (value === null) return '—';
  return String(roundForDisplay(key, key === 'energyKj' ? energyInUnit(value, energyUnit) : value));
}

const MACROS = [
  ['protein', 'Protein'],
  ['fat', 'Fat'],
  ['carbohydrate', 'Carbs'],
] as const;

function FoodBadges({ food }: { food: FoodListItem }) {
  return (
    <>
      {food.energyOutlier ? (
        <Badge
          variant="destructive"
          title="The energy is far from what the protein, fat and carbohydrate imply."
        >
          <TriangleAlert aria-hidden />
          Check energy
        </Badge>
      ) : null}
      {food.src === 'Custom' ? <Badge variant="accent">Custom</Badge> : null}
      <FoodContainsChip tags={food.tags} />
    </>
  );
}

/** Who added a food or where it came from: the professional for custom foods, else the dataset. */
function sourceText(food: FoodListItem): string {
  if (food.src === 'Custom') return food.createdByName ?? 'Custom';
  return food.src;
}

function foodColumns(energyUnit: EnergyUnit): DataColumn<FoodListItem>[] {
  return [
    {
      header: 'Food',
      className: 'min-w-56',
      cell: (food) => (
        <>
          <div className="font-medium text-neutral-900">{food.name}</div>
          {food.alternateWords ? (
            <div className="mt-0.5 text-xs text-neutral-500">Also: {food.alternateWords}</div>
          ) : null}
          <div className="mt-1 flex flex-wrap gap-1 empty:hidden">
            <FoodBadges food={food} />
          </div>
        </>
      ),
    },
    { header: 'Category', className: 'text-neutral-700', cell: (food) => food.categoryName ?? '—' },
    {
      header: `Energy (${energyUnit})`,
      align: 'right',
      headClassName: 'whitespace-normal',
      className: 'tabular-nums',
      cell: (food) => nutrientText('energyKj', food.nutrients.energyKj, energyUnit),
    },
    ...MACROS.map(([key, label]): DataColumn<FoodListItem> => ({
      key,
      header: `${label} (g)`,
      align: 'right',
      hideBelow: 'lg',
      headClassName: 'whitespace-normal',
      className: 'tabular-nums',
      cell: (food) => nutrientText(key, food.nutrients[key], energyUnit),
    })),
    {
      header: 'Source',
      hideBelow: 'lg',
      className: 'max-w-40 truncate text-neutral-700',
      cell: sourceText,
    },
  ];
}

interface FoodCardProps {
  food: FoodListItem;
  energyUnit: EnergyUnit;
  selectable: boolean;
  selected: boolean;
  onToggle: (on: boolean) => void;
  onEdit: (id: string) => void;
}

/** The phone's list: a card a food, the main nutrients under its name. */
function FoodCard({ food, energyUnit, selectable, selected, onToggle, onEdit }: FoodCardProps) {
  return (
    <li
      className={cn(
        'grid gap-3 rounded-xl border border-neutral-200 bg-white p-4',
        selected && 'border-brand-400 bg-brand-50',
      )}
    >
      <div className="flex items-start gap-3">
        {selectable ? (
          <Checkbox
            className="mt-0.5"
            aria-label={`Select ${food.name}`}
            checked={selected}
            onCheckedChange={(checked) => onToggle(checked === true)}
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="font-medium text-neutral-900">{food.name}</p>
          <p className="mt-0.5 text-sm text-neutral-600">
            {[food.categoryName, sourceText(food)].filter(Boolean).join(' · ')}
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1 empty:hidden">
            <FoodBadges food={food} />
          </div>
        </div>
        <FoodActions food={food} onEdit={onEdit} />
      </div>
      <dl className="grid grid-cols-4 gap-2 rounded-lg bg-neutral-50 p-2 text-center text-xs">
        <div>
          <dt className="text-neutral-500">Energy</dt>
          <dd className="font-semibold text-neutral-900 tabular-nums">
            {nutrientText('energyKj', food.nutrients.energyKj, energyUnit)} {energyUnit}
          </dd>
        </div>
        {MACROS.map(([key, label]) => (
          <div key={key}>
            <dt className="text-neutral-500">{label}</dt>
            <dd className="font-semibold text-neutral-900 tabular-nums">
              {nutrientText(key, food.nutrients[key], energyUnit)} g
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
