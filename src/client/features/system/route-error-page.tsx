import { RefreshCw } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { APP_NAME, LOGO_SRC } from '../../lib/brand.ts';

/** Shown when a screen fails to render or its code fails to load (after a deploy, say). */
export function RouteErrorPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center">
      <title>{APP_NAME}</title>
      <img src={LOGO_SRC} alt="" width={56} height={56} className="size-14" />
      <h1 className="max-w-md text-xl font-semibold text-neutral-900">
        {messages.somethingWentWrongTryAgain}
      </h1>
      <Button size="lg" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden />
        Reload
      </Button>
    </main>
  );
}
