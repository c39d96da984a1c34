import { History, CircleMinus, CirclePlus } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { Loading, Skeletons } from '../../components/ui/skeleton.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';

/** The Credits History button and its dialog: credit changes, newest first (SPEC §2). */
export function CreditsHistoryDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-9 px-2 text-sm sm:px-3" aria-label="Credits History">
          <History className="size-5" aria-hidden />
          <span className="max-xl:sr-only">Credits History</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Credits History</DialogTitle>
          <DialogDescription>Credits added and used on your account.</DialogDescription>
        </DialogHeader>
        <CreditsHistoryList />
      </DialogContent>
    </Dialog>
  );
}

function CreditsHistoryList() {
  const history = trpc.users.creditHistory.useQuery();
  if (history.isPending) {
    return (
      <Loading label="Loading…" className="grid gap-2">
        <Skeletons count={2} className="h-12" />
      </Loading>
    );
  }
  if (history.isError) return <p className="text-sm text-red-700">{errorText(history.error)}</p>;
  if (history.data.length === 0) {
    return (
      <p className="rounded-lg bg-neutral-50 p-6 text-center text-sm text-neutral-600">
        No credits yet. Credits you buy or use appear here.
      </p>
    );
  }
  return (
    <ul className="grid max-h-[400px] gap-1 overflow-y-auto">
      {history.data.map((entry) => {
        const Icon = entry.type === 'add' ? CirclePlus : CircleMinus;
        return (
          <li key={entry.id} className="flex items-center gap-3 rounded-lg px-2 py-2.5 odd:bg-neutral-50">
            <Icon
              className={
                entry.type === 'add' ? 'size-5 shrink-0 text-brand-700' : 'size-5 shrink-0 text-red-600'
              }
              aria-label={entry.type === 'add' ? 'Added' : 'Used'}
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-neutral-900">{entry.planName}</span>
              <span className="block text-xs text-neutral-600 capitalize">{entry.type}</span>
            </span>
            <time dateTime={entry.date.toISOString()} className="text-sm text-neutral-600 tabular-nums">
              {formatDate(entry.date)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
