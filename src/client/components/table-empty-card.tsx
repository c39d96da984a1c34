import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * A list of cards with nothing in it: the list's icon, what is missing, a hint at why or what to do, and
 * (optionally) the way forward. The empty state of the card lists (clients, requests, marketplace plans).
 */
export function EmptyCard({
  icon: Icon,
  title,
  hint,
  action,
}: {
  icon: LucideIcon;
  title: ReactNode;
  hint: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-10 text-center">
      <Icon className="size-8 text-neutral-400" aria-hidden />
      <p className="font-medium break-words text-neutral-900">{title}</p>
      <p className="max-w-md text-sm text-neutral-600">{hint}</p>
      {action}
    </div>
  );
}
