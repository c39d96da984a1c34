import { createPortal } from 'react-dom';
import { ListRestart, Printer, ShieldAlert, ShoppingCart } from 'lucide-react';
import type { Plan, ShoppingItem } from '../../../shared/schemas/planner.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogHeading } from '../../components/ui/dialog.tsx';
import { LoadingRows } from '../../components/list-parts.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { foodNameParts, shopperAmount } from '../../../shared/planning/shopper-amounts.ts';
import { shoppingGroups, type ShoppingGroup } from '../../../shared/planning/shopping-groups.ts';
import { leftOffText } from './plan-safety.ts';
import { useShoppingTicks } from './shopping-ticks.ts';

/**
 * While the shopping list is open, printing prints the list alone: a copy of it laid out for paper sits at
 * the end of the page, hidden on screen, and in print everything else (the app, the dialog) is left out.
 */
const PRINT_CSS = `@media screen { [data-print-only] { display: none !important; } }
@media print {
  body > :not([data-print-only]) { display: none !important; }
  html, body {
    background: #fff !important; overflow: visible !important; height: auto !important; min-height: 0 !important;
  }
  @page { margin: 14mm; }
}`;

/**
 * The plan's shopping list: every food of its recipes, summed over the plan, by aisle, in amounts a shopper
 * buys; the shopper ticks foods off (kept in this browser) and prints it.
 */
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
        <DialogHeading
          titleClassName="flex items-center gap-2"
          title={
            <>
              <ShoppingCart className="size-5 text-brand-700" aria-hidden />
              Shopping list
            </>
          }
          description={
            <>
              {plan.name} for {plan.folder.client}: every ingredient of the plan&rsquo;s recipes for the
              serves planned, by aisle. Tick what you have; the ticks stay on this device.
            </>
          }
        />
        {open ? <ShoppingListBody planId={plan.id} client={plan.folder.client} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShoppingListBody({ planId, client }: { planId: string; client: string }) {
  const list = trpc.mealPlans.shoppingList.useQuery({ id: planId });
  const { ticks, tick, clear } = useShoppingTicks(planId);
  if (list.isPending) {
    return <LoadingRows label="Loading the shopping list…" rows={6} rowClassName="h-6 w-full" />;
  }
  if (list.isError) return <p className="text-sm text-red-700">{errorText(list.error)}</p>;
  const groups = shoppingGroups(list.data.items);
  const meals = list.data.meals === 1 ? '1 meal' : `${list.data.meals} meals`;
  const foods = list.data.items.length === 1 ? '1 food' : `${list.data.items.length} foods`;
  const ticked = list.data.items.filter((item) => ticks.has(item.foodId)).length;
  const customised = list.data.customisedMeals;
  const customisedText =
    customised > 0
      ? `Includes ${customised === 1 ? '1 meal' : `${customised} meals`} customised for ${client}: their own ingredients are counted.`
      : null;
  const leftOff = leftOffText(list.data.leftOff, client);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <p className="text-sm text-neutral-600">
          {foods} for {meals}
          {ticked > 0 ? <span className="text-neutral-900">, {ticked} ticked</span> : null}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={clear} disabled={ticked === 0}>
            <ListRestart aria-hidden />
            Clear ticks
          </Button>
          <Button variant="outline" onClick={() => window.print()} disabled={list.data.items.length === 0}>
            <Printer aria-hidden />
            Print
          </Button>
        </div>
      </div>
      {customisedText ? (
        <p className="rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-900">{customisedText}</p>
      ) : null}
      {leftOff ? (
        <p
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950"
          data-left-off={list.data.leftOff}
        >
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />
          {leftOff}
        </p>
      ) : null}
      {list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 p-8 text-center text-sm text-neutral-600">
          The plan has no recipes yet: add or generate meals, and their ingredients are listed here.
        </p>
      ) : (
        <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
          <ShoppingGroups groups={groups} ticks={ticks} onTick={tick} />
        </div>
      )}
      {createPortal(
        <div data-print-only className="p-2 text-black">
          <style>{PRINT_CSS}</style>
          <h1 className="text-xl font-bold">Shopping list</h1>
          <p className="mb-4 text-sm">
            {list.data.planName} for {client}: {foods} for {meals}
            {customisedText || leftOff ? `. ${[customisedText, leftOff].filter(Boolean).join(' ')}` : null}
          </p>
          <ShoppingGroups groups={groups} ticks={ticks} print />
        </div>,
        document.body,
      )}
    </>
  );
}

/**
 * The aisles and their foods. On screen each food is a checkbox labelled with its name; in print, a box to
 * tick with a pen (already ticked where the shopper ticked it here), the aisles in two columns.
 */
function ShoppingGroups({
  groups,
  ticks,
  onTick,
  print = false,
}: {
  groups: ShoppingGroup[];
  ticks: ReadonlySet<string>;
  onTick?: (foodId: string, ticked: boolean) => void;
  print?: boolean;
}) {
  return (
    <div className={cn(print && 'columns-2 gap-8')}>
      {groups.map((group) => {
        const headingId = `${print ? 'print' : 'aisle'}-${group.aisle.replace(/\W+/g, '-')}`;
        return (
          <section key={group.aisle} aria-labelledby={print ? undefined : headingId} className="mb-4">
            <h3
              id={print ? undefined : headingId}
              className={cn(
                'mb-1 border-b pb-1 text-sm font-semibold tracking-wide uppercase break-after-avoid',
                print ? 'border-neutral-400' : 'border-neutral-200 text-brand-900',
              )}
            >
              {group.aisle}
            </h3>
            <ul className={cn('divide-y', print ? 'divide-neutral-300' : 'divide-neutral-100')}>
              {group.items.map((item) => (
                <ShoppingRow
                  key={item.foodId}
                  item={item}
                  ticked={ticks.has(item.foodId)}
                  onTick={onTick}
                  print={print}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function ShoppingRow({
  item,
  ticked,
  onTick,
  print,
}: {
  item: ShoppingItem;
  ticked: boolean;
  onTick: ((foodId: string, ticked: boolean) => void) | undefined;
  print: boolean;
}) {
  const { amount, note } = shopperAmount(item);
  const { head, rest } = foodNameParts(item.foodName);
  const name = (
    <>
      <span className="font-semibold">{head}</span>
      {rest ? <span className={print ? 'text-neutral-700' : 'text-neutral-600'}>, {rest}</span> : null}
    </>
  );
  const checkboxId = `shopping-${item.foodId}`;
  return (
    <li
      className={cn(
        'flex items-start gap-3 text-sm break-inside-avoid',
        print ? 'py-1' : 'py-2',
        ticked && !print && 'text-neutral-500',
      )}
    >
      {print ? (
        <span
          aria-hidden
          className="mt-0.5 flex size-3.5 shrink-0 items-center justify-center rounded-sm border border-neutral-600 text-[10px] leading-none"
        >
          {ticked ? '✓' : null}
        </span>
      ) : (
        <Checkbox
          id={checkboxId}
          checked={ticked}
          onCheckedChange={(checked) => onTick?.(item.foodId, checked === true)}
          className="mt-px"
        />
      )}
      <span className="min-w-0 flex-1">
        {print ? (
          name
        ) : (
          <label htmlFor={checkboxId} className={cn('cursor-pointer', ticked && 'line-through')}>
            {name}
          </label>
        )}
        {note ? (
          <span className={cn('block text-xs', print ? 'text-neutral-700' : 'text-neutral-600')}>{note}</span>
        ) : null}
        {item.customised ? (
          <span className={cn('block text-xs font-medium', print ? 'text-neutral-700' : 'text-accent-800')}>
            Includes a customised meal
          </span>
        ) : null}
      </span>
      <span
        className={cn('shrink-0 text-right font-semibold tabular-nums', ticked && !print && 'line-through')}
      >
        {amount}
      </span>
    </li>
  );
}
