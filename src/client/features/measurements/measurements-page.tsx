import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import type { Measurement } from '../../../shared/schemas/foods.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  AddButton,
  EmptyState,
  LoadingRows,
  PagedQueryList,
  SearchInput,
} from '../../components/list-parts.tsx';
import { deleteItem, editItem, RowMenu } from '../../components/row-menu.tsx';
import { ItemDialog } from '../../components/item-dialog.tsx';
import { DataTable, type DataColumn } from '../../components/table-data.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { MeasurementDataset } from './measurement-dataset.tsx';
import { MeasurementDialog } from './measurement-dialog.tsx';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';
import { ConfirmDialogContent } from '../../components/dialogs.tsx';

type DialogState = { kind: 'add' } | { kind: 'edit' | 'delete'; measurement: Measurement } | null;

/** Measurements (admin): household measures of AFCD foods by Public Food Key. */
export function MeasurementsPage() {
  const [dialog, setDialog] = useState<DialogState>(null);
  const [lookup, setLookup] = useState<string | null>(null);
  const close = () => setDialog(null);
  const actions = {
    onEdit: (measurement: Measurement) => setDialog({ kind: 'edit', measurement }),
    onDelete: (measurement: Measurement) => setDialog({ kind: 'delete', measurement }),
  };

  return (
    <TitledPage
      width="list"
      title="Measurements"
      description="Household measures of AFCD foods, by Public Food Key: how much a cup, a slice or a piece weighs."
      actions={<AddButton onClick={() => setDialog({ kind: 'add' })}>Add measurement</AddButton>}
    >
      <MeasurementDataset />
      <LookupForm onLookup={setLookup} onClear={() => setLookup(null)} active={lookup !== null} />
      {lookup === null ? (
        <MeasurementsList {...actions} />
      ) : (
        <LookupResult publicFoodKey={lookup} {...actions} />
      )}
      <ItemDialog item={dialog} onClose={close}>
        {(open) =>
          open.kind === 'delete' ? (
            <DeleteDialog measurement={open.measurement} onDone={close} />
          ) : (
            <MeasurementDialog
              measurement={open.kind === 'edit' ? open.measurement : undefined}
              onDone={close}
            />
          )
        }
      </ItemDialog>
    </TitledPage>
  );
}

function LookupForm({
  onLookup,
  onClear,
  active,
}: {
  onLookup: (key: string) => void;
  onClear: () => void;
  active: boolean;
}) {
  const [key, setKey] = useState('');
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (key.trim()) onLookup(key.trim().toUpperCase());
  }
  return (
    <form onSubmit={handleSubmit} role="search" className="grid gap-1.5">
      <label htmlFor="measurement-lookup" className="text-sm leading-none font-medium text-neutral-800">
        Look up a Public Food Key
      </label>
      <div className="flex gap-2">
        <SearchInput
          boxClassName="min-w-0 flex-1 sm:max-w-xs"
          id="measurement-lookup"
          placeholder="e.g. F000091"
          spellCheck={false}
          autoComplete="off"
          className="uppercase placeholder:normal-case"
          value={key}
          onChange={(event) => setKey(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Look up
        </Button>
        {active ? (
          <Button
            variant="ghost"
            onClick={() => {
              setKey('');
              onClear();
            }}
          >
            <X aria-hidden />
            <span className="sr-only sm:not-sr-only">Show all</span>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

interface RowActions {
  onEdit: (measurement: Measurement) => void;
  onDelete: (measurement: Measurement) => void;
}

function LookupResult({ publicFoodKey, ...actions }: { publicFoodKey: string } & RowActions) {
  const found = trpc.measurements.byKey.useQuery({ publicFoodKey }, { retry: false });
  if (found.isPending) return <LoadingRows label="Looking up…" rows={1} rowClassName={ROW} />;
  if (found.isError) {
    return <EmptyState>{errorText(found.error)} Check the key, or add a measurement for it.</EmptyState>;
  }
  return <MeasurementsTable measurements={[found.data]} {...actions} />;
}

function MeasurementsList(actions: RowActions) {
  const list = trpc.measurements.list.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  return (
    <PagedQueryList
      query={list}
      items={(page) => page.items}
      loading={{ label: 'Loading measurements…', rowClassName: ROW }}
      empty={
        <EmptyState>
          No measurements yet. Load the household measures, upload a dataset, or add one by hand.
        </EmptyState>
      }
    >
      {(measurements) => <MeasurementsTable measurements={measurements} {...actions} />}
    </PagedQueryList>
  );
}

/** A skeleton row: a measurement's row is taller than most, with its units one under another. */
const ROW = 'h-16 rounded-lg';

const MEASUREMENT_COLUMNS: DataColumn<Measurement>[] = [
  {
    key: 'key',
    header: (
      <>
        <span className="sm:hidden">Key</span>
        <span className="hidden sm:inline">Public Food Key</span>
      </>
    ),
    cell: (measurement) => (
      <>
        <span className="font-mono font-medium whitespace-nowrap text-neutral-900">
          {measurement.publicFoodKey}
        </span>
        {measurement.foodName ? (
          <span className="mt-0.5 block max-w-56 text-xs text-neutral-600">{measurement.foodName}</span>
        ) : null}
      </>
    ),
  },
  {
    header: 'Units',
    cell: (measurement) => (
      <ul className="grid gap-1">
        {measurement.units.map((unit, index) => (
          <li key={index}>
            <span className="text-neutral-900">{unit.description}</span>{' '}
            <span className="whitespace-nowrap text-neutral-600 tabular-nums">
              {unit.grams} g{unit.mls > 0 ? ` · ${unit.mls} mL` : ''}
            </span>{' '}
            <span className="text-xs whitespace-nowrap text-neutral-500">{unit.derivation}</span>
          </li>
        ))}
      </ul>
    ),
  },
  {
    header: 'Updated',
    hideBelow: 'md',
    className: 'whitespace-nowrap tabular-nums',
    cell: (measurement) => formatDate(measurement.updatedAt),
  },
];

function MeasurementsTable({ measurements, onEdit, onDelete }: { measurements: Measurement[] } & RowActions) {
  return (
    <DataTable
      rows={measurements}
      columns={MEASUREMENT_COLUMNS}
      cellClassName="align-top"
      actions={(measurement) => (
        <RowMenu
          name={measurement.publicFoodKey}
          items={[editItem(() => onEdit(measurement)), deleteItem(() => onDelete(measurement))]}
        />
      )}
    />
  );
}

function DeleteDialog({ measurement, onDone }: { measurement: Measurement; onDone: () => void }) {
  const remove = trpc.measurements.delete.useMutation(useChangeCallbacks(['measurements'], onDone));
  return (
    <ConfirmDialogContent
      title={`Delete ${measurement.publicFoodKey}?`}
      description={`Its ${measurement.units.length === 1 ? 'unit goes' : `${measurement.units.length} units go`} with it. This cannot be undone.`}
      confirmLabel="Delete measurement"
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: measurement.id })}
    />
  );
}
