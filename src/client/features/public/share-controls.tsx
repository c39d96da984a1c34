import { Copy, Link2 } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useOnline } from '../../offline/online.ts';

/** Copies `text`, saying so with `copied` ("Link copied to clipboard" unless told otherwise). */
export async function copyToClipboard(text: string, copied: string = messages.linkCopied) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error('Copy failed: select the text and copy it yourself.');
  }
}

/**
 * A link written out as its whole address (opening in a new tab), and a button that copies it; `label`
 * names the link for the button's accessible name ("Copy meal plan form link").
 */
export function CopyableLink({
  path,
  label,
  buttonText = 'Copy',
  testId,
  className,
}: {
  path: string;
  label?: string;
  buttonText?: string;
  testId?: string;
  className?: string;
}) {
  const url = `${window.location.origin}${path}`;
  return (
    <>
      <a
        href={path}
        target="_blank"
        rel="noreferrer"
        className={cn('min-w-0 flex-1 truncate text-sm text-accent-700 underline', className)}
        data-testid={testId}
      >
        {url}
      </a>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void copyToClipboard(url)}
        aria-label={label ? `Copy ${label.toLowerCase()} link` : undefined}
      >
        <Copy aria-hidden />
        {buttonText}
      </Button>
    </>
  );
}

/** The planner's public link of one plan: a switch to turn it on or off, the link, and a copy button. */
export function PlanLinkControl({ planId }: { planId: string }) {
  const utils = trpc.useUtils();
  const link = trpc.publicPages.planLink.useQuery({ id: planId });
  const online = useOnline();
  const setLink = trpc.publicPages.setPlanLink.useMutation({
    onSuccess: (result) => {
      utils.publicPages.planLink.setData({ id: planId }, result);
      toast.success(result.on ? messages.planLinkOn : messages.planLinkOff);
    },
    onError: (failure) => toast.error(errorText(failure)),
  });
  if (!link.data) return null;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-neutral-200 bg-white p-3">
      <label className="flex items-center gap-2 text-sm font-medium text-neutral-800">
        <Switch
          checked={link.data.on}
          disabled={setLink.isPending || !online}
          onCheckedChange={(on) => setLink.mutate({ planId, on })}
          aria-label="Public link"
        />
        <Link2 className="size-4" aria-hidden />
        Public link {link.data.on ? 'on' : 'off'}
      </label>
      {link.data.on ? (
        <CopyableLink path={link.data.path} buttonText="Copy link" testId="plan-public-link" />
      ) : null}
    </div>
  );
}

/** The professional's client form links (/form and /recipeform), made on first use, each with a copy button. */
export function FormLinkCard() {
  const utils = trpc.useUtils();
  const link = trpc.publicPages.formLink.useQuery();
  const create = trpc.publicPages.createFormLink.useMutation({
    onSuccess: (result) => utils.publicPages.formLink.setData(undefined, result),
    onError: (failure) => toast.error(errorText(failure)),
  });
  if (!link.data) return null;
  const handle = link.data.handle;
  return (
    <section
      className="grid gap-2 rounded-lg border border-neutral-200 bg-white p-4"
      aria-label="Client forms"
    >
      <h2 className="font-semibold text-neutral-900">Client forms</h2>
      {handle ? (
        <>
          <p className="text-sm text-neutral-600">
            Share these links: a client who fills one in is added here with a plan for you to check.
          </p>
          {(
            [
              ['Meal plan form', `/form/${handle}`],
              ['Recipe eBook form', `/recipeform/${handle}`],
            ] as const
          ).map(([label, path]) => (
            <div key={path} className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="w-36 text-sm font-medium text-neutral-800">{label}</span>
              <CopyableLink path={path} label={label} />
            </div>
          ))}
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-neutral-600">
            Get a link to your own intake form: clients fill it in and arrive here with a plan.
          </p>
          <Button size="sm" onClick={() => create.mutate()} disabled={create.isPending}>
            Create my form link
          </Button>
        </div>
      )}
    </section>
  );
}
