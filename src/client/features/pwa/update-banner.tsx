import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { applyUpdate, usePwaState } from './pwa-state.ts';

/** Offers the new version once it is downloaded (issue 17: "when a new version is deployed"). */
export function UpdateBanner() {
  const { updateWaiting } = usePwaState();
  if (!updateWaiting) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-3 border-b border-accent-200 bg-accent-50 px-4 py-2 text-sm text-accent-900"
    >
      <span>A new version of Meal Planner is ready.</span>
      <Button size="sm" variant="outline" onClick={applyUpdate}>
        <RefreshCw aria-hidden /> Reload
      </Button>
    </div>
  );
}
