import { useState, type ChangeEvent } from 'react';
import { PackagePlus, Upload } from 'lucide-react';
import type { MeasurementImportResult } from '../../../shared/schemas/foods.ts';
import { Button } from '../../components/ui/button.tsx';
import { NamedCard, NamedCardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { uploadFile, UploadError } from '../../lib/upload.ts';

/** What the admin last did to the dataset, and what came of it. */
interface Outcome {
  title: string;
  result: MeasurementImportResult;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Upload dataset" and "Load household measures": both add only keys that are not there yet. */
export function MeasurementDataset() {
  const utils = trpc.useUtils();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onError = (error: unknown) => toast.error(errorText(error));
  const importUpload = trpc.measurements.importUpload.useMutation({ onError });
  const loadSeed = trpc.measurements.loadHouseholdMeasures.useMutation({
    onError,
    onSuccess: (result) => {
      setOutcome({ title: 'Household measures', result });
      void utils.measurements.invalidate();
    },
  });
  const busy = progress !== null || loadSeed.isPending;

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setOutcome(null);
    setProgress({ name: file.name, percent: 0 });
    try {
      const uploaded = await uploadFile('excel', file, (percent) =>
        setProgress({ name: file.name, percent }),
      );
      const result = await importUpload.mutateAsync({ uploadId: uploaded.id });
      // The summary takes the progress bar's place.
      setProgress(null);
      setOutcome({ title: file.name, result });
      void utils.measurements.invalidate();
    } catch (error) {
      setProgress(null);
      // A refused procedure has already said why in a toast; an upload refusal says it here.
      if (error instanceof UploadError) toast.error(error.message);
    }
  }

  return (
    <NamedCard as="section" className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <NamedCardTitle>Add many at once</NamedCardTitle>
          <p className="text-sm text-neutral-600">
            A JSON, CSV or XLSX file with a Public Food Key column and one unit a row. Keys already here are
            skipped, never overwritten.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            id="measurements-file"
            type="file"
            accept=".json,.csv,.xlsx,application/json,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="sr-only"
            aria-label="Upload measurements dataset"
            disabled={busy}
            onChange={(event) => void handleFile(event)}
          />
          <Button asChild variant="outline" className={busy ? 'pointer-events-none opacity-50' : undefined}>
            <label htmlFor="measurements-file" className="cursor-pointer">
              <Upload aria-hidden />
              Upload dataset
            </label>
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              setProgress(null);
              setOutcome(null);
              loadSeed.mutate();
            }}
          >
            <PackagePlus aria-hidden />
            {loadSeed.isPending ? 'Loading…' : 'Load household measures'}
          </Button>
        </div>
      </div>
      {progress ? <UploadProgress value={progress.percent} label={progress.name} /> : null}
      {progress && progress.percent >= 100 && importUpload.isPending ? (
        <p role="status" className="text-sm text-neutral-600">
          Reading the file…
        </p>
      ) : null}
      {outcome ? <OutcomeSummary outcome={outcome} /> : null}
    </NamedCard>
  );
}

function OutcomeSummary({ outcome }: { outcome: Outcome }) {
  const { result } = outcome;
  const refused = result.problems.length + result.moreProblems;
  return (
    <div role="status" className="grid gap-2 rounded-xl bg-neutral-50 p-3 text-sm">
      <p className="font-medium text-neutral-900">
        {outcome.title}: {plural(result.added, 'measurement')} added, {result.skipped} skipped.
      </p>
      {result.alreadyPresent > 0 ? (
        <p className="text-neutral-600">
          {plural(result.alreadyPresent, 'key')} already here, left unchanged.
        </p>
      ) : null}
      {refused > 0 ? (
        <div className="grid gap-1">
          <p className="text-neutral-600">{plural(refused, 'row')} could not be taken:</p>
          <ul className="grid max-h-60 gap-1 overflow-y-auto">
            {result.problems.map((problem) => (
              <li key={`${problem.row}-${problem.publicFoodKey ?? ''}`} className="text-neutral-800">
                <span className="font-medium tabular-nums">Row {problem.row}</span>
                {problem.publicFoodKey ? ` (${problem.publicFoodKey})` : ''}: {problem.reason}
              </li>
            ))}
          </ul>
          {result.moreProblems > 0 ? (
            <p className="text-neutral-600">…and {plural(result.moreProblems, 'more row')}.</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
