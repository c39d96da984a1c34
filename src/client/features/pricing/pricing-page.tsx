import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import type { Plan } from '../../../shared/schemas/billing.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { PlanDialog } from './plan-dialog.tsx';
import { inOrder } from './plan-order.ts';
import { SortablePlanList } from './sortable-plan-list.tsx';
import { toastCallbacks } from '../../components/mutation-toasts.ts';
import { ConfirmDialogContent } from '../../components/dialogs.tsx';

type Editing = { kind: 'add' } | { kind: 'edit'; plan: Plan } | { kind: 'delete'; plan: Plan } | null;

/** Plans & Pricing (admin): what the Subscription page sells, in the order it shows them. */
export function PricingPage() {
  const plans = trpc.pricing.list.useQuery();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<Editing>(null);
  /** The order just dropped, shown until the server's list has it (or the reorder failed). */
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const close = () => setEditing(null);

  const refresh = async () => {
    await utils.pricing.list.invalidate();
    void utils.billing.invalidate();
  };
  const reorder = trpc.pricing.reorder.useMutation({
    onSuccess: async (result) => {
      toast.success(messages[result.messageKey]);
      await refresh();
      setPendingOrder(null);
    },
    onError: (error) => {
      toast.error(errorText(error));
      setPendingOrder(null);
      void refresh();
    },
  });
  const setActive = trpc.pricing.setActive.useMutation(
    toastCallbacks(() => {
      void refresh();
    }),
  );
  const remove = trpc.pricing.delete.useMutation(
    toastCallbacks(() => {
      close();
      void refresh();
    }),
  );

  return (
    <TitledPage
      width="list"
      title="Plans & Pricing"
      description="The subscriptions and one-off tokens members and professionals can buy, in the order they see them. Drag a plan by its handle, or focus the handle and use Space and the arrow keys."
      actions={
        <>
          <Button onClick={() => setEditing({ kind: 'add' })}>
            <Plus aria-hidden />
            Add plan
          </Button>
        </>
      }
    >
      {plans.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading plans…</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-24 rounded-2xl" />
          ))}
        </div>
      ) : plans.isError ? (
        <p className="text-red-700">{errorText(plans.error)}</p>
      ) : plans.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center text-neutral-600">
          <p>No plans yet. Add the first plan members and professionals can subscribe to.</p>
        </div>
      ) : (
        <SortablePlanList
          plans={inOrder(plans.data, pendingOrder)}
          busy={reorder.isPending}
          onReorder={(planIds) => {
            setPendingOrder(planIds);
            reorder.mutate({ planIds });
          }}
          onToggleActive={(plan, active) => setActive.mutate({ planId: plan.id, active })}
          onEdit={(plan) => setEditing({ kind: 'edit', plan })}
          onDelete={(plan) => setEditing({ kind: 'delete', plan })}
        />
      )}
      <Dialog
        open={editing?.kind === 'add' || editing?.kind === 'edit'}
        onOpenChange={(open) => !open && close()}
      >
        {editing?.kind === 'add' ? <PlanDialog onDone={close} /> : null}
        {editing?.kind === 'edit' ? (
          <PlanDialog key={editing.plan.id} plan={editing.plan} onDone={close} />
        ) : null}
      </Dialog>
      <Dialog open={editing?.kind === 'delete'} onOpenChange={(open) => !open && close()}>
        {editing?.kind === 'delete' ? (
          <ConfirmDialogContent
            title={`Delete “${editing.plan.title}”?`}
            description="It is no longer offered. Subscriptions already started on it keep running until they are cancelled. This cannot be undone."
            confirmLabel="Delete plan"
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ planId: editing.plan.id })}
          />
        ) : null}
      </Dialog>
    </TitledPage>
  );
}
