import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { TakenDownListing } from '../../../shared/schemas/marketplace.ts';
import { ConfirmDialog } from '../../components/dialogs.tsx';
import { EmptyState, QueryList } from '../../components/list-parts.tsx';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * The plans admins took off the marketplace (decision 059): each stays down, and its owner cannot list the
 * plan again, until an admin restores it here, as it was, with its ratings.
 */
export function TakenDownListings() {
  const list = trpc.marketplace.takenDown.useQuery();
  const [restoring, setRestoring] = useState<TakenDownListing | null>(null);
  const restore = trpc.marketplace.restore.useMutation(
    useChangeCallbacks(['marketplace'], () => setRestoring(null)),
  );
  return (
    <section aria-labelledby="taken-down-heading" className="grid gap-3">
      <div>
        <h3 id="taken-down-heading" className="text-base font-semibold text-neutral-900">
          Taken-down plans
        </h3>
        <p className="text-sm text-neutral-600">
          Their owners cannot list them again until you restore them.
        </p>
      </div>
      <QueryList
        query={list}
        items={(data) => data}
        loading={{
          label: 'Loading taken-down plans…',
          rows: 2,
          rowClassName: 'h-16 rounded-xl',
          className: 'grid gap-2',
        }}
        empty={<EmptyState>No plan has been taken down.</EmptyState>}
      >
        {(rows) => (
          <ul className="grid gap-2" aria-label="Taken-down plans">
            {rows.map((listing) => (
              <li
                key={listing.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-neutral-200 bg-white p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-neutral-900">{listing.name}</p>
                  <p className="text-sm text-neutral-600">
                    By {listing.ownerName || 'a deleted account'}
                    {listing.removedAt ? ` · taken down on ${formatDate(listing.removedAt)}` : ''}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={restore.isPending}
                  aria-label={`Restore ${listing.name} to the marketplace`}
                  onClick={() => setRestoring(listing)}
                >
                  <RotateCcw aria-hidden />
                  Restore
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={`Put “${restoring?.name ?? ''}” back on the marketplace?`}
        description="Everyone finds, rates and copies it again, as it was when it was taken down."
        confirmLabel="Restore"
        pending={restore.isPending}
        onConfirm={() => restoring && restore.mutate({ listingId: restoring.id })}
      />
    </section>
  );
}
