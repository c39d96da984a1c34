import { createElement, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A module no screen waits for before its first render (decisions 041, 044): loaded once, on demand, and
 * watched by the components that switch to it when it arrives. A failed load is forgotten, so the next
 * demand tries again.
 */
export interface LateModule<M> {
  /** Loads the module (once); every component using `useLoaded` then re-renders with it. */
  load(): Promise<M>;
  /** The module once it has arrived, else undefined. */
  useLoaded(): M | undefined;
  /**
   * One of the module's components, standing in for it before it has arrived: nothing until then (a part
   * inside a dialog or a menu renders only once it is open, so after its module has arrived).
   */
  part<K extends keyof M>(name: K): M[K];
}

export function lateModule<M>(importer: () => Promise<M>, beforeSwitch?: () => void): LateModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const useLoaded = () =>
    useSyncExternalStore(
      subscribe,
      () => loaded,
      () => loaded,
    );
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          beforeSwitch?.();
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    useLoaded,
    part(name) {
      function LatePart(props: object) {
        const module = useLoaded();
        return module ? createElement(module[name] as ComponentType<object>, props) : null;
      }
      LatePart.displayName = String(name);
      return LatePart as M[typeof name];
    },
  };
}
