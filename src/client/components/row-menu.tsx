import type { LucideIcon } from 'lucide-react';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { Button } from './ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';

/** One choice of a row's menu; `destructive` ones are red. A `false` in the list is left out. */
export interface RowMenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
}

/** "Edit" (or "Rename"): the usual first item. */
export function editItem(onSelect: () => void, label = 'Edit'): RowMenuItem {
  return { label, icon: Pencil, onSelect };
}

/** "Delete": the usual last item, in red. */
export function deleteItem(onSelect: () => void): RowMenuItem {
  return { label: 'Delete', icon: Trash2, onSelect, destructive: true };
}

/**
 * The ⋮ menu of a row or a card: a button named "Actions for <name>" that opens the row's choices. Every list
 * of the app (foods, tags, categories, members, clients, plans) uses it.
 */
export function RowMenu({
  name,
  items,
  triggerClassName = 'size-8',
}: {
  /** What the row is called, for the button's name. */
  name: string;
  items: readonly (RowMenuItem | false | null | undefined)[];
  /** The button's size: size-8 in a table, size-9 on a card. */
  triggerClassName?: string;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={triggerClassName} aria-label={`Actions for ${name}`}>
          <EllipsisVertical className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {items.map((item) =>
          item ? (
            <DropdownMenuItem
              key={item.label}
              variant={item.destructive ? 'destructive' : undefined}
              onSelect={item.onSelect}
            >
              <item.icon aria-hidden />
              {item.label}
            </DropdownMenuItem>
          ) : null,
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
