import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '../../../shared/access.ts';
import type { SessionUser } from '../../features/auth/use-session.ts';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { fullName, initials } from '../../lib/format.ts';
import { useOnline } from '../../offline/online.ts';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';

export function ProfileMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const online = useOnline();
  const name = fullName(user) || user.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:px-2">
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-900"
          >
            {initials(user) || <UserRound className="size-4" />}
          </span>
          <span className="sr-only max-w-40 truncate sm:not-sr-only">{name}</span>
          <ChevronDown className="text-neutral-500" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate text-xs font-normal text-neutral-600">{user.email}</span>
          <span className="text-xs font-normal text-neutral-600">{ROLE_LABELS[user.role]}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        {/* Offline it could not end the server session (decision 033). */}
        <DropdownMenuItem disabled={!online} onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Signout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
