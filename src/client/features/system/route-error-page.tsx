import { RefreshCw, WifiOff } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { APP_NAME, LOGO_SRC } from '../../lib/brand.ts';
import { isChunkLoadError } from '../../lib/lazy-with-timeout.ts';

/**
 * Shown when a screen fails to render or its code fails to load (after a deploy, offline, or a request that
 * hung for 120 s); the second says so, since a reload is then what helps.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const chunkFailed = isChunkLoadError(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center">
      <title>{APP_NAME}</title>
      {chunkFailed ? (
        <WifiOff className="size-14 text-neutral-500" aria-hidden />
      ) : (
        <img src={LOGO_SRC} alt="" width={56} height={56} className="size-14" />
      )}
      <h1 role="alert" className="max-w-md text-xl font-semibold text-neutral-900">
        {chunkFailed ? messages.chunkLoadFailed : messages.somethingWentWrongTryAgain}
      </h1>
      <Button size="lg" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden />
        Reload
      </Button>
    </main>
  );
}
