import { WifiOff } from 'lucide-react';
import { messages } from '../../shared/messages.ts';

/**
 * In place of a plan or recipe that was never opened on this device, while offline: it shows as soon as the
 * connection returns (the paused read runs then), instead of a loading placeholder that never ends.
 */
export function NotSavedOffline() {
  return (
    <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center">
      <WifiOff className="size-6 text-neutral-500" aria-hidden />
      <p className="font-medium text-neutral-900">{messages.offlineNotSaved}</p>
      <p className="text-sm text-neutral-600">It will show here once you are back online.</p>
    </div>
  );
}
