import { createPortal } from 'react-dom';
import { Printer, ShoppingCart } from 'lucide-react';
import type { Plan } from '../../../shared/schemas/planner.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import {
  formatGrams,
  formatMeasures,
  NO_CATEGORY,
  shoppingGroups,
  type ShoppingGroup,
} from './shopping-groups.ts';

/**
 * While the shopping list is open, printing prints the list alone: a copy of it laid out for paper sits at
 * the end of the page, hidden on screen, and in print everything else (the app, the dialog) is left out.
 */
const PRINT_CSS = `@media screen { [data-print-only] { display: none !important; } }
@media print {
  body > :not([data-print-only]) { display: none !important; }
  html, body { background: #fff !important; overflow: visible !important; height: auto !important; }
}`;

/** The plan's shopping list: every food of its recipes, summed over the plan, by category; printable. */
export function ShoppingListDialog({
  plan,
  open,
  onOpenChange,
}: {
  plan: Plan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] max-w-2xl flex-col gap-4 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:rounded-none">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShoppingCart className="size-5 text-brand-700" aria-hidden />
            Shopping list
          </DialogTitle>
          <DialogDescription>
            {plan.name} for {plan.folder.client}: every ingredient of the plan&rsquo;s recipes, for the serves
            planned.
          </DialogDescription>
        </DialogHeader>
        {open ? <ShoppingListBody planId={plan.id} client={plan.folder.client} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShoppingListBody({ planId, client }: { planId: string; client: string }) {
  const list = trpc.mealPlans.shoppingList.useQuery({ id: planId });
  if (list.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading the shopping list…</span>
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} className="h-6 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) return <p className="text-sm text-red-700">{errorText(list.error)}</p>;
  const groups = shoppingGroups(list.data.items);
  const meals = list.data.meals === 1 ? '1 meal' : `${list.data.meals} meals`;
  const foods = list.data.items.length === 1 ? '1 food' : `${list.data.items.length} foods`;
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-neutral-600">
          {foods} for {meals}
        </p>
        <Button variant="outline" onClick={() => window.print()} disabled={list.data.items.length === 0}>
          <Printer aria-hidden />
          Print
        </Button>
      </div>
      {list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 p-8 text-center text-sm text-neutral-600">
          The plan has no recipes yet: add or generate meals, and their ingredients are listed here.
        </p>
      ) : (
        <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
          <ShoppingGroups groups={groups} />
        </div>
      )}
      {createPortal(
        <div data-print-only className="p-2 text-black">
          <style>{PRINT_CSS}</style>
          <h1 className="text-xl font-bold">Shopping list</h1>
          <p className="mb-4 text-sm">
            {list.data.planName} for {client}: {foods} for {meals}
          </p>
          <ShoppingGroups groups={groups} print />
        </div>,
        document.body,
      )}
    </>
  );
}

function ShoppingGroups({ groups, print = false }: { groups: ShoppingGroup[]; print?: boolean }) {
  // Foods without a category all fall under "Other": alone, it is no heading worth reading.
  const headed = !(groups.length === 1 && groups[0]!.category === NO_CATEGORY);
  return groups.map((group) => (
    <section
      key={group.category}
      aria-label={print || !headed ? undefined : group.category}
      className={cn('mb-4', print && 'columns-2 gap-8')}
    >
      {headed ? (
        <h3
          className={cn(
            'mb-1 border-b pb-1 text-sm font-semibold tracking-wide uppercase',
            print ? 'border-neutral-400 [column-span:all]' : 'border-neutral-200 text-brand-900',
          )}
        >
          {group.category}
        </h3>
      ) : null}
      <ul className={cn('divide-y', print ? 'divide-neutral-300' : 'divide-neutral-100')}>
        {group.items.map((item) => {
          const measures = formatMeasures(item);
          return (
            <li key={item.foodId} className="flex items-baseline gap-3 py-1.5 text-sm break-inside-avoid">
              {print ? (
                <span
                  aria-hidden
                  className="size-3.5 shrink-0 translate-y-0.5 rounded-sm border border-neutral-600"
                />
              ) : null}
              <span className="min-w-0 flex-1">{item.foodName}</span>
              <span className="shrink-0 text-right tabular-nums">
                <span className="font-semibold">{formatGrams(item.grams)}</span>
                {measures ? (
                  <span className={cn('block text-xs', print ? 'text-neutral-700' : 'text-neutral-600')}>
                    {measures}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  ));
}
