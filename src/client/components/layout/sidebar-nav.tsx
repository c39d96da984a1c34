import { CalendarCheck, ExternalLink } from 'lucide-react';
import { NavLink } from 'react-router';
import { access, isAllowed, type Role } from '../../../shared/access.ts';
import { useShellLinks } from '../../features/home/shell-links.ts';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../ui/badge.tsx';
import { sidebarEntries, type SidebarCounts } from './sidebar-entries.ts';

interface SidebarNavProps {
  role: Role;
  counts: SidebarCounts;
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
}

const itemClass =
  'group flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600';

export function SidebarNav({ role, counts, onNavigate }: SidebarNavProps) {
  const entries = sidebarEntries.filter((entry) => isAllowed(role, access[entry.area]));
  const { bookDemoUrl } = useShellLinks();
  return (
    <nav aria-label="Main" className="p-3">
      <ul className="grid gap-0.5">
        {entries.map((entry) => {
          const count = entry.count ? counts[entry.count] : 0;
          return (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={entry.to === '/'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    itemClass,
                    isActive
                      ? 'bg-brand-100 text-brand-950'
                      : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <entry.icon
                      className={cn(
                        'size-5 shrink-0',
                        isActive ? 'text-brand-800' : 'text-neutral-500 group-hover:text-neutral-700',
                      )}
                      aria-hidden
                    />
                    <span className="flex-1">{entry.label}</span>
                    {count > 0 ? (
                      <Badge variant="destructive" className="min-w-6 tabular-nums">
                        {count}
                        <span className="sr-only"> pending</span>
                      </Badge>
                    ) : null}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
        <li className="mt-2 border-t border-neutral-200 pt-2">
          <a
            href={bookDemoUrl}
            target="_blank"
            rel="noopener"
            className={cn(itemClass, 'text-accent-800 hover:bg-accent-50')}
          >
            <CalendarCheck className="size-5 shrink-0 text-accent-600" aria-hidden />
            <span className="flex-1">Book Demo</span>
            <ExternalLink className="size-4 shrink-0 text-accent-600" aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
