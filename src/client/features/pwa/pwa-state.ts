import { useSyncExternalStore } from 'react';
import type * as WorkboxWindow from 'workbox-window';
import { whenIdle } from '../../lib/when-idle.ts';
import { isStandalone } from './standalone.ts';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** The browser's own install prompt, kept from `beforeinstallprompt` until used. */
  installPrompt: BeforeInstallPromptEvent | null;
  /** Running as the installed app, or installed during this visit. */
  installed: boolean;
  /** A new version of the app is downloaded and waits for a reload. */
  updateWaiting: boolean;
  /** Set once `appinstalled` fired in this visit, for the success message. */
  justInstalled: boolean;
}

let state: PwaState = { installPrompt: null, installed: false, updateWaiting: false, justInstalled: false };
const listeners = new Set<() => void>();
let workbox: WorkboxWindow.Workbox | null = null;

function update(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Shows the browser's install prompt; resolves true when the user accepted it. */
export async function promptInstall(): Promise<boolean> {
  const prompt = state.installPrompt;
  if (!prompt) return false;
  update({ installPrompt: null });
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  return outcome === 'accepted';
}

/** Lets the waiting version take over; the page reloads when it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function acknowledgeInstalled(): void {
  update({ justInstalled: false });
}

/**
 * Listens for the install prompt and registers the service worker (only in a production build: the dev
 * server has no sw.js). Called once, before React renders, so an early `beforeinstallprompt` is not missed.
 */
export function startPwa(): void {
  update({ installed: isStandalone() });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    update({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () =>
    update({ installPrompt: null, installed: true, justInstalled: true }),
  );
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Workbox registers after the page's load event anyway; its code loads then too, at an idle moment, not
  // before the first screen's render and requests (decision 044). A page whose scripts come after its first
  // paint (decision 052) has had its load event before the app runs.
  const register = () => whenIdle(() => void registerWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

async function registerWorker(): Promise<void> {
  let Workbox: typeof WorkboxWindow.Workbox;
  try {
    ({ Workbox } = await import('workbox-window'));
  } catch {
    return; // Offline with nothing cached yet: the next visit registers it.
  }
  const worker = new Workbox('/sw.js', { scope: '/' });
  workbox = worker;
  worker.addEventListener('waiting', () => update({ updateWaiting: true }));
  // A new deployment is found when the app is reopened or on this hourly check, whichever comes first.
  const registration = await worker.register({ immediate: true });
  if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
}
