import { useEffect, useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

/** VAPID's base64url public key as the bytes PushManager.subscribe wants. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

type DeviceState =
  | { kind: 'checking' }
  | { kind: 'unsupported'; why: string }
  | { kind: 'blocked' }
  | { kind: 'ready'; endpoint: string | null };

const pushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Profile: allow or stop notifications on this device (SPEC §3 tokenId, decision 029). The browser's
 * subscription is made with the server's VAPID key and kept on the server, one per device.
 */
export function DeviceNotifications() {
  const [state, setState] = useState<DeviceState>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const utils = trpc.useUtils();
  const subscribe = trpc.notifications.subscribe.useMutation();
  const unsubscribe = trpc.notifications.unsubscribe.useMutation();

  const endpoint = state.kind === 'ready' ? state.endpoint : null;
  const registered = trpc.notifications.isSubscribed.useQuery(
    { endpoint: endpoint ?? '' },
    { enabled: endpoint !== null },
  );

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (!pushSupported()) {
        const ios = /iphone|ipad|ipod/i.test(navigator.userAgent);
        const why = ios
          ? 'On iPhone and iPad, install the app to your Home Screen first (Install app at the top), then open it from there.'
          : 'This browser cannot show notifications from web apps.';
        if (!cancelled) setState({ kind: 'unsupported', why });
        return;
      }
      if (Notification.permission === 'denied') {
        if (!cancelled) setState({ kind: 'blocked' });
        return;
      }
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (!cancelled) setState({ kind: 'ready', endpoint: subscription?.endpoint ?? null });
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const on = endpoint !== null && registered.data === true;

  async function allow() {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setState(permission === 'denied' ? { kind: 'blocked' } : { kind: 'ready', endpoint: null });
      return;
    }
    const { publicKey } = await utils.notifications.publicKey.fetch();
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    const json = subscription.toJSON();
    const result = await subscribe.mutateAsync({
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    });
    setState({ kind: 'ready', endpoint: subscription.endpoint });
    await utils.notifications.isSubscribed.invalidate();
    toast.success(messages[result.messageKey]);
  }

  async function stop() {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      const result = await unsubscribe.mutateAsync({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
      toast.success(messages[result.messageKey]);
    }
    setState({ kind: 'ready', endpoint: null });
  }

  async function toggle(next: boolean) {
    setBusy(true);
    try {
      await (next ? allow() : stop());
    } catch (error) {
      toast.error(
        errorText(error) === messages.somethingWentWrongTryAgain
          ? messages.somethingWentWrong
          : errorText(error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>News and reminders from Meal Planner on this phone or computer.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {state.kind === 'unsupported' ? <p className="text-sm text-neutral-700">{state.why}</p> : null}
        {state.kind === 'blocked' ? (
          <p className="text-sm text-neutral-700">
            Notifications are blocked for this site. Allow them in your browser&apos;s site settings, then
            come back.
          </p>
        ) : null}
        {state.kind === 'ready' || state.kind === 'checking' ? (
          <div className="flex items-center gap-3">
            <Switch
              id="device-notifications"
              checked={on}
              disabled={busy || state.kind === 'checking' || (endpoint !== null && registered.isPending)}
              onCheckedChange={(next) => void toggle(next)}
            />
            <Label htmlFor="device-notifications">Allow notifications on this device</Label>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
