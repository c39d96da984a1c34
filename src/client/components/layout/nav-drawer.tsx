import type { RefObject } from 'react';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { Role } from '../../../shared/access.ts';
import { Button } from '../ui/button.tsx';
import { BrandLink } from './brand-link.tsx';
import type { SidebarCounts } from './sidebar-entries.ts';
import { SidebarNav } from './sidebar-nav.tsx';

/**
 * The sidebar as a drawer below 1024 px. A chunk of its own with Radix Dialog (decision 044): the shell loads
 * it the first time the menu button is pressed; closing it returns the focus to that button.
 */
export function NavDrawer({
  open,
  onOpenChange,
  role,
  counts,
  menuButton,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: Role;
  counts: SidebarCounts;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in lg:hidden"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-neutral-200 px-3">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <BrandLink onClick={close} />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-6" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">
            <SidebarNav role={role} counts={counts} onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
