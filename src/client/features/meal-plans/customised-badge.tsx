import { Pencil } from 'lucide-react';

/** A meal whose recipe is changed for this client (decision 043); its note, if any, on hover. */
export function CustomisedBadge({ note }: { note: string }) {
  return (
    <span
      className="inline-flex w-fit items-center gap-1 rounded-full bg-accent-100 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-accent-800"
      title={note ? `Customised for this client: ${note}` : 'Customised for this client'}
      data-customised
    >
      <Pencil className="size-3" aria-hidden />
      Customised
    </span>
  );
}
