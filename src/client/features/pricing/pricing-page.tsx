import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import type { Plan } from '../../../shared/schemas/billing.ts';
import { ItemDialog } from '../../components/item-dialog.tsx';
import { AddButton, EmptyState, QueryList } from '../../components/list-parts.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
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
      actions={<AddButton onClick={() => setEditing({ kind: 'add' })}>Add plan</AddButton>}
    >
      <QueryList
        query={plans}
        items={(data) => data}
        loading={{
          label: 'Loading plans…',
          rows: 3,
          rowClassName: 'h-24 rounded-2xl',
          className: 'grid gap-3',
        }}
        empty={
          <EmptyState>
            No plans yet. Add the first plan members and professionals can subscribe to.
          </EmptyState>
        }
      >
        {(rows) => (
          <SortablePlanList
            plans={inOrder(rows, pendingOrder)}
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
      </QueryList>
      <Dialog
        open={editing?.kind === 'add' || editing?.kind === 'edit'}
        onOpenChange={(open) => !open && close()}
      >
        {editing?.kind === 'add' ? <PlanDialog onDone={close} /> : null}
        {editing?.kind === 'edit' ? (
          <PlanDialog key={editing.plan.id} plan={editing.plan} onDone={close} />
        ) : null}
      </Dialog>
      <ItemDialog item={editing?.kind === 'delete' ? editing.plan : null} onClose={close}>
        {(plan) => (
          <ConfirmDialogContent
            title={`Delete “${plan.title}”?`}
            description="It is no longer offered. Subscriptions already started on it keep running until they are cancelled. This cannot be undone."
            confirmLabel="Delete plan"
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ planId: plan.id })}
          />
        )}
      </ItemDialog>
    </TitledPage>
  );
}
