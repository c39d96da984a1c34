import { WifiOff } from 'lucide-react';
import { messages } from '../../shared/messages.ts';
import { useOnline } from './online.ts';

/** Says, across every screen, that the app is offline: what is shown was saved, and changes are off. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <WifiOff className="size-4 shrink-0 text-amber-700" aria-hidden />
      <span>{messages.offline}</span>
    </div>
  );
}
