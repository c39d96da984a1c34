import { useState } from 'react';
import { Copy, Link2, UserRoundX } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import type { ClientLink } from '../../../shared/schemas/clients.ts';
import type { ClientFolder } from '../../../shared/schemas/meal-plans.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NamedCard, NamedCardTitle } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { copyToClipboard } from '../public/share-controls.tsx';
import { toastCallbacks } from '../../components/mutation-toasts.ts';
import { ConfirmDialog } from '../../components/dialogs.tsx';

/**
 * A professional's client ID, with a copy button, and the members' accounts linked with it (decisions 034
 * and 055): each filed under one of the professional's clients, whose shared plans the member then sees.
 * A link nobody has filed waits here, with whether its address is verified, until the professional files
 * or refuses it.
 */
export function ClientLinksCard() {
  const clientId = trpc.clientLinks.myClientId.useQuery();
  const links = trpc.clientLinks.list.useQuery();
  const folders = trpc.clients.list.useQuery(undefined);
  const clients = (folders.data ?? []).filter((folder) => folder.kind === null);
  const waiting = (links.data ?? []).filter((link) => link.folderId === null).length;
  return (
    <NamedCard as="section" className="grid gap-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <NamedCardTitle>Your client ID</NamedCardTitle>
          <p className="text-sm text-neutral-600">
            Clients who use the app enter it on their Home screen to link their account to you. File them
            under their client here: they then see that client&rsquo;s plans whose public link is on. Anyone
            you gave the ID to can ask, so check the name and address before you file an account.
          </p>
        </div>
        {clientId.data ? (
          <div className="flex items-center gap-2">
            <code
              className="rounded-lg bg-neutral-100 px-3 py-1.5 font-mono text-base font-semibold tracking-wider text-neutral-900 sm:text-lg"
              data-testid="client-id"
            >
              {clientId.data.clientId}
            </code>
            <Button
              variant="outline"
              size="sm"
              aria-label="Copy client ID"
              onClick={() => void copyToClipboard(clientId.data.clientId, messages.clientIdCopied)}
            >
              <Copy aria-hidden />
              Copy
            </Button>
          </div>
        ) : clientId.isError ? (
          <p className="text-sm text-red-700">{errorText(clientId.error)}</p>
        ) : (
          <Skeleton className="h-9 w-64 rounded-lg" />
        )}
      </div>

      <div className="grid gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-neutral-800">
          <Link2 className="size-4 text-neutral-500" aria-hidden />
          Linked accounts
          {links.data && links.data.length > 0 ? (
            <span className="font-normal text-neutral-500 tabular-nums">{links.data.length}</span>
          ) : null}
          {waiting > 0 ? <Badge variant="accent">{waiting} waiting for you</Badge> : null}
        </h3>
        {links.isPending ? (
          <Skeleton className="h-14 rounded-xl" />
        ) : links.isError ? (
          <p className="text-sm text-red-700">{messages.clientsError}</p>
        ) : links.data.length === 0 ? (
          <p className="text-sm text-neutral-600">
            No account is linked yet. Give a client your ID: once they enter it, they appear here.
          </p>
        ) : (
          <ul className="grid divide-y divide-neutral-200 rounded-xl border border-neutral-200">
            {links.data.map((link) => (
              <li key={link.id}>
                <LinkedAccount link={link} clients={clients} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </NamedCard>
  );
}

function LinkedAccount({ link, clients }: { link: ClientLink; clients: ClientFolder[] }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const waiting = link.folderId === null;
  const refresh = () => {
    void utils.clientLinks.list.invalidate();
    void utils.clients.invalidate();
  };
  const file = trpc.clientLinks.file.useMutation(
    toastCallbacks(() => {
      refresh();
    }),
  );
  const remove = trpc.clientLinks.remove.useMutation(
    toastCallbacks(() => {
      setConfirming(false);
      refresh();
    }),
  );
  return (
    <article
      aria-label={link.name}
      className="grid grid-cols-[minmax(0,1fr)] items-end gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_16rem_auto]"
    >
      <div className="min-w-0 self-center">
        <p className="font-medium break-words text-neutral-900">{link.name}</p>
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-600">
          <span className="truncate">{link.email}</span>
          {link.emailVerified ? null : <Badge variant="contains">Email not verified</Badge>}
        </p>
        <p className="text-xs text-neutral-500">
          {waiting ? 'Waiting for you since' : 'Linked'} {formatDate(link.linkedAt)}
        </p>
      </div>
      <SelectField
        label={`Client folder of ${link.name}`}
        className="sm:h-9"
        value={link.folderId ?? ''}
        disabled={file.isPending}
        onChange={(event) => file.mutate({ id: link.id, folderId: event.target.value || null })}
      >
        <option value="">{waiting ? 'Choose their client to accept…' : 'Not filed under a client'}</option>
        {clients.map((folder) => (
          <option
            key={folder.id}
            value={folder.id}
            disabled={folder.linkedAccount !== null && folder.id !== link.folderId}
          >
            {folder.client}
            {folder.linkedAccount !== null && folder.id !== link.folderId ? ' (another account)' : ''}
          </option>
        ))}
      </SelectField>
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => setConfirming(true)}
      >
        <UserRoundX aria-hidden />
        {waiting ? 'Refuse' : 'Unlink'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={waiting ? `Refuse ${link.name}?` : `Unlink ${link.name}?`}
        description={
          waiting
            ? 'Their account is no longer linked to you and sees nothing you share. They can ask again with your client ID.'
            : 'They no longer see the plans you share with them, until they enter your client ID again. Their client folder and its plans stay.'
        }
        confirmLabel={waiting ? 'Refuse account' : 'Unlink account'}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: link.id })}
      />
    </article>
  );
}
