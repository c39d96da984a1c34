import { ShieldAlert } from 'lucide-react';
import type { ClientSafety } from '../../../shared/schemas/safety.ts';
import { cn } from '../../lib/cn.ts';
import { clientSafetyLines } from './plan-safety.ts';

/**
 * What the client must not be served, under the plan's name wherever the plan is open (issue 29):
 * "Allergies: Peanuts, Seafood · Avoids: mushrooms, coriander", with intolerances after them. Lines wrap
 * on a phone; nothing shows when the record is empty.
 */
export function ClientSafetyStrip({ safety, className }: { safety: ClientSafety; className?: string }) {
  const lines = clientSafetyLines(safety);
  if (lines.length === 0) return null;
  return (
    <section
      aria-label="The client’s allergies and avoided foods"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950',
        className,
      )}
      data-client-safety
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />
      <dl className="flex min-w-0 flex-wrap gap-x-4 gap-y-1">
        {lines.map((line) => (
          <div key={line.label} className="flex min-w-0 flex-wrap gap-x-1">
            <dt className={cn('font-semibold', !line.enforced && 'text-neutral-800')}>{line.label}:</dt>
            <dd className={cn('min-w-0 break-words', !line.enforced && 'text-neutral-800')}>
              {line.items.join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
