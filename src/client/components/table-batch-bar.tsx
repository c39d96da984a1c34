import { SelectionBar } from './list-parts.tsx';
import { Button } from './ui/button.tsx';

/** One batch action of a `BatchBar`: "Publish", "Deactivate". */
export interface BatchAction {
  label: string;
  onClick: () => void;
}

/**
 * The bar over a table whose rows can be chosen, shown once some are: how many, a small button a batch
 * action (all of them off while one runs), and Clear.
 */
export function BatchBar({
  label,
  count,
  onClear,
  pending,
  actions,
}: {
  /** The region's name: "Selected categories". */
  label: string;
  count: number;
  onClear: () => void;
  pending: boolean;
  actions: readonly BatchAction[];
}) {
  if (count === 0) return null;
  return (
    <SelectionBar label={label} count={count} onClear={onClear}>
      {actions.map((action) => (
        <Button key={action.label} size="sm" variant="outline" disabled={pending} onClick={action.onClick}>
          {action.label}
        </Button>
      ))}
    </SelectionBar>
  );
}
