import { Hourglass, LogOut } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { useSignOut } from '../auth/use-sign-out.ts';

/** All a pending account sees until an admin approves it (SPEC §2). */
export function AccountPendingPage() {
  const signOut = useSignOut();
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
      <title>{pageTitle('Account pending')}</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Hourglass className="size-7" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold text-neutral-900">{messages.accountPending}</h1>
      <Button needsConnection variant="outline" onClick={() => void signOut()}>
        <LogOut aria-hidden />
        Sign out
      </Button>
    </div>
  );
}
