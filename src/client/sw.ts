/**
 * The service worker (decision 028): precaches the app shell so the installed app opens instantly and
 * offline, answers every navigation with that shell, shows push notifications (decision 029) and opens the
 * app at a notification's link. It never caches API answers or files: private data kept for offline
 * reading lives in the page's per-user store (src/client/offline/), which sign-out wipes.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { parsePushMessage } from '../shared/push-message.ts';

// The DOM and WebWorker libraries cannot share one TypeScript program, so the few worker types used here
// are spelled out.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}

const sw = self as unknown as WorkerScope;

// Workbox writes the list of the build's files in place of `self.__WB_MANIFEST` (kept literally for it).
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the same index.html; the API, files and the server's own endpoints are not pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/files\//, /^\/healthz/, /^\/readyz/],
  }),
);

// The first install takes the open pages at once (so offline works from the first visit); a later version
// waits until the user accepts the app's "reload" offer, which posts SKIP_WAITING.
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));
sw.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

sw.addEventListener('push', (event) => {
  const message = parsePushMessage(event.data?.text() ?? '');
  event.waitUntil(
    sw.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { link: message.link },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/';
  // Only this app's own pages: a message cannot send the user elsewhere.
  const target = new URL(link, sw.location.origin);
  const url = target.origin === sw.location.origin ? target.href : sw.location.origin + '/';
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await sw.clients.openWindow(url);
    })(),
  );
});
