import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Slot, type DropdownMenu as MenuPrimitive } from 'radix-ui';
import { lateModule } from '../../lib/late-module.ts';
import type * as MenuImplModule from './dropdown-menu-impl.tsx';

/**
 * The app's dropdown menus. Radix DropdownMenu and floating-ui are a chunk of their own
 * (dropdown-menu-impl.tsx) that no screen waits for before its first render (decision 041): until it has
 * arrived, a menu's trigger is the same button with the same name and `aria-haspopup="menu"`, which starts
 * loading it when pointed at or focused; pressed (pointer, Enter, Space or ArrowDown) before it arrived, the
 * menu opens as soon as it has, as Radix opens it (the first item focused from the keyboard).
 */

type MenuImpl = typeof MenuImplModule;

/** The element that had the focus when the menus arrived: a trigger's button is replaced then. */
let focusedAtSwap: Element | null = null;
const menus = lateModule<MenuImpl>(
  () => import('./dropdown-menu-impl.tsx'),
  () => {
    focusedAtSwap = document.activeElement;
  },
);

/** Loads the menus' Radix part (once); every menu on the page then switches to it. */
export const loadDropdownMenu = menus.load;
const useMenuImpl = menus.useLoaded;

/** A press on a trigger that came before the menus did, replayed on the real trigger once they arrive. */
type Activation = { kind: 'key'; key: string } | { kind: 'pointer'; pointerType: string };

interface MenuLoader {
  activate(activation: Activation): void;
  /** The press waiting to be replayed, once. */
  takePending(): Activation | null;
}

const MenuLoaderContext = createContext<MenuLoader | null>(null);

export function DropdownMenu({ children, ...props }: ComponentProps<typeof MenuPrimitive.Root>) {
  const loaded = useMenuImpl();
  const pending = useRef<Activation | null>(null);
  const loader = useMemo<MenuLoader>(
    () => ({
      activate(activation) {
        pending.current = activation;
        loadDropdownMenu().catch(() => {
          pending.current = null;
        });
      },
      takePending() {
        const activation = pending.current;
        pending.current = null;
        return activation;
      },
    }),
    [],
  );
  return (
    <MenuLoaderContext.Provider value={loader}>
      {loaded ? <loaded.DropdownMenu {...props}>{children}</loaded.DropdownMenu> : children}
    </MenuLoaderContext.Provider>
  );
}

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

export function DropdownMenuTrigger({
  asChild,
  children,
  ...props
}: ComponentProps<typeof MenuPrimitive.Trigger>) {
  const loaded = useMenuImpl();
  const loader = useContext(MenuLoaderContext);
  const placeholder = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = trigger.current;
    if (!loaded || !element) return;
    if (placeholder.current !== null && placeholder.current === focusedAtSwap) element.focus();
    placeholder.current = null;
    const activation = loader?.takePending();
    if (!activation) return;
    // After the menu root's own effects, which listen for the keyboard to focus the first item.
    const timer = setTimeout(() => {
      if (activation.kind === 'key') {
        element.dispatchEvent(
          new window.KeyboardEvent('keydown', { key: activation.key, bubbles: true, cancelable: true }),
        );
      } else {
        element.dispatchEvent(
          new window.PointerEvent('pointerdown', {
            bubbles: true,
            cancelable: true,
            button: 0,
            pointerType: activation.pointerType,
          }),
        );
      }
    });
    return () => clearTimeout(timer);
  }, [loaded, loader]);
  if (loaded) {
    return (
      <loaded.DropdownMenuTrigger ref={trigger} asChild={asChild} {...props}>
        {children}
      </loaded.DropdownMenuTrigger>
    );
  }
  const Comp = asChild ? Slot.Root : 'button';
  const preload = () => void loadDropdownMenu().catch(() => undefined);
  return (
    <Comp
      ref={placeholder}
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (props.disabled || event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the press opens the menu, and the trigger does not take the focus.
        event.preventDefault();
        loader?.activate({ kind: 'pointer', pointerType: event.pointerType });
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (props.disabled || !OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        loader?.activate({ kind: 'key', key: event.key });
      }}
    >
      {children}
    </Comp>
  );
}

/** The parts inside a menu render only once it is open, so after its Radix part has arrived. */
export const DropdownMenuContent = menus.part('DropdownMenuContent');
export const DropdownMenuGroup = menus.part('DropdownMenuGroup');
export const DropdownMenuItem = menus.part('DropdownMenuItem');
export const DropdownMenuCheckboxItem = menus.part('DropdownMenuCheckboxItem');
export const DropdownMenuItemIndicator = menus.part('DropdownMenuItemIndicator');
export const DropdownMenuLabel = menus.part('DropdownMenuLabel');
export const DropdownMenuSeparator = menus.part('DropdownMenuSeparator');
