import type { ReactNode } from 'react';
import { Dialog } from './ui/dialog.tsx';

/**
 * A dialog open while a screen holds something for it (the row being edited or deleted, a "new" marker),
 * closed by setting that back to null; its content gets the thing it is open for.
 */
export function ItemDialog<T>({
  item,
  onClose,
  children,
}: {
  item: T | null;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item !== null ? children(item) : null}
    </Dialog>
  );
}
