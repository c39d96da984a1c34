import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useEffect, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  Building2,
  CalendarDays,
  ClipboardList,
  Link2,
  FolderOpen,
  Mail,
  Pencil,
  Tag,
  TriangleAlert,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { access, isAllowed } from '../../../shared/access.ts';
import type { ClientFolder } from '../../../shared/schemas/meal-plans.ts';
import { AddButton, LoadingRows, QueryError, SearchInput } from '../../components/list-parts.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { deleteItem, editItem, RowMenu } from '../../components/row-menu.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useSearchText } from '../../lib/use-debounced-value.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { ClientDialog, DeleteClientDialog } from './client-dialogs.tsx';
import { ClientRecordDialog } from './client-record-dialog.tsx';
import { ClientLinksCard } from './client-links-card.tsx';
import { CompaniesSection } from './companies-section.tsx';
import { FormSubmissionsCard } from './form-submissions-card.tsx';
import { mealsSummary, plansSummary } from './client-words.ts';
import { EmptyCard } from '../../components/table-empty-card.tsx';
import { FormLinkCard } from '../public/share-controls.tsx';
import { NamedCard, NamedCardTitle } from '../../components/ui/card.tsx';

type OpenDialog = { kind: 'add' } | { kind: 'edit' | 'delete' | 'record'; folder: ClientFolder } | null;

/** The planner's page of one folder's plans (SPEC §2: MealPlans takes `folder`). */
function plansLink(folder: ClientFolder): string {
  return `/meal-plans?folder=${encodeURIComponent(folder.id)}`;
}

/**
 * The search, typed into local state and kept in the address (`?q=`) once it settles, so a reload or a
 * way back from a client's plans finds the same list.
 */
function useClientSearch() {
  const [params, setParams] = useSearchParams();
  const saved = params.get('q') ?? '';
  const company = params.get('company') ?? '';
  const [query, setQuery, settled] = useSearchText(saved);
  useEffect(() => {
    if (settled === saved) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set('q', settled);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [settled, saved, setParams]);
  /** Only the clients of one company (decision 034), kept in the address as `?company=`. */
  const setCompany = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('company', id);
        else next.delete('company');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { query, setQuery, settled, company, setCompany };
}

/**
 * Clients (admin and professionals; "Client Lists" in the sidebar): each client's details and the main
 * meals and snacks their plans start from, with a way to their plans. The default folders "Others" and
 * "copied plans" follow the clients, who are what the screen is for.
 */
export function ClientsPage() {
  const user = useCurrentUser();
  const { query, setQuery, settled, company, setCompany } = useClientSearch();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const list = trpc.clients.list.useQuery(
    settled || company ? { query: settled || undefined, companyId: company || undefined } : undefined,
    { placeholderData: keepPreviousData },
  );
  const companies = trpc.companies.list.useQuery();
  const companyName = companies.data?.find((c) => c.id === company)?.name ?? null;
  const close = () => setDialog(null);
  const showCompany = (id: string) => {
    setCompany(id);
    document.getElementById('clients-heading')?.scrollIntoView({ block: 'start' });
  };

  return (
    <TitledPage
      width="list"
      title="Clients"
      description={<>Each client&rsquo;s details and meals, and the plans you make for them.</>}
      actions={<AddButton onClick={() => setDialog({ kind: 'add' })}>Add client</AddButton>}
    >
      <FormLinkCard />
      <FormSubmissionsCard />

      <div className="flex flex-wrap items-end gap-3" role="search">
        <SearchInput
          label="Search clients"
          fieldClassName="max-w-xl min-w-0 flex-1 basis-64"
          id="clients-search"
          placeholder="Name, email or promo"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {companies.data && (companies.data.length > 0 || company) ? (
          <SelectField
            label="Company"
            fieldClassName="w-full sm:w-60"
            value={company}
            onChange={(event) => setCompany(event.target.value)}
            options={companies.data.map((c) => ({ value: c.id, label: c.name }))}
          >
            <option value="">All companies</option>
          </SelectField>
        ) : null}
      </div>

      {list.isPending ? (
        <LoadingRows
          label="Loading clients…"
          rows={3}
          rowClassName="h-24 rounded-2xl"
          className="grid gap-3"
        />
      ) : list.isError ? (
        <QueryError error={list.error} />
      ) : (
        <ClientList
          folders={list.data}
          query={settled}
          companyName={company ? (companyName ?? 'this company') : null}
          onAdd={() => setDialog({ kind: 'add' })}
          onClearSearch={() => {
            setQuery('');
            setCompany('');
          }}
          onEdit={(folder) => setDialog({ kind: 'edit', folder })}
          onDelete={(folder) => setDialog({ kind: 'delete', folder })}
          onRecord={(folder) => setDialog({ kind: 'record', folder })}
        />
      )}

      {isAllowed(user.role, access.clientLinks) ? <ClientLinksCard /> : null}

      <CompaniesSection onShowClients={showCompany} />

      {list.data ? (
        <DefaultFolders folders={list.data} onEdit={(folder) => setDialog({ kind: 'edit', folder })} />
      ) : null}

      <Dialog open={dialog !== null} onOpenChange={(open) => !open && close()}>
        {dialog?.kind === 'add' ? <ClientDialog onDone={close} /> : null}
        {dialog?.kind === 'edit' ? (
          <ClientDialog key={dialog.folder.id} folder={dialog.folder} onDone={close} />
        ) : null}
        {dialog?.kind === 'delete' ? <DeleteClientDialog folder={dialog.folder} onDone={close} /> : null}
        {dialog?.kind === 'record' ? (
          <ClientRecordDialog key={dialog.folder.id} folder={dialog.folder} onDone={close} />
        ) : null}
      </Dialog>
    </TitledPage>
  );
}

interface ClientListProps {
  folders: ClientFolder[];
  query: string;
  /** The company whose clients are shown, or null for every client. */
  companyName: string | null;
  onAdd: () => void;
  onClearSearch: () => void;
  onEdit: (folder: ClientFolder) => void;
  onDelete: (folder: ClientFolder) => void;
  onRecord: (folder: ClientFolder) => void;
}

function ClientList({
  folders,
  query,
  companyName,
  onAdd,
  onClearSearch,
  onEdit,
  onDelete,
  onRecord,
}: ClientListProps) {
  const clients = folders.filter((folder) => folder.kind === null);
  return (
    <section aria-labelledby="clients-heading" className="grid scroll-mt-20 gap-3">
      <h2 id="clients-heading" className="text-lg font-semibold text-neutral-900">
        {query ? 'Matching clients' : companyName ? `Clients of ${companyName}` : 'Your clients'}
        {clients.length > 0 ? (
          <span className="ml-2 text-sm font-normal text-neutral-500 tabular-nums">{clients.length}</span>
        ) : null}
      </h2>
      {clients.length > 0 ? (
        <ul className="grid gap-3">
          {clients.map((folder) => (
            <li key={folder.id}>
              <ClientCard
                folder={folder}
                onEdit={() => onEdit(folder)}
                onDelete={() => onDelete(folder)}
                onRecord={() => onRecord(folder)}
              />
            </li>
          ))}
        </ul>
      ) : query || companyName ? (
        <EmptyCard
          icon={UsersRound}
          title={query ? `No client matches “${query}”.` : `No client names ${companyName}.`}
          hint={
            query
              ? 'Search by the client’s name, email or promo.'
              : 'Choose the company on a client’s details to keep them here.'
          }
          action={
            <Button variant="outline" onClick={onClearSearch}>
              {companyName ? 'Show all clients' : 'Clear search'}
            </Button>
          }
        />
      ) : (
        <EmptyCard
          icon={UsersRound}
          title="No clients yet"
          hint="Add your first client to keep their email, promo, main meals and snacks together with the meal plans you make for them."
          action={<AddButton onClick={onAdd}>Add your first client</AddButton>}
        />
      )}
    </section>
  );
}

function DefaultFolders({
  folders,
  onEdit,
}: {
  folders: ClientFolder[];
  onEdit: (folder: ClientFolder) => void;
}) {
  const defaults = folders.filter((folder) => folder.kind !== null);
  if (defaults.length === 0) return null;
  return (
    <section aria-labelledby="default-folders-heading" className="grid gap-3">
      <div>
        <h2 id="default-folders-heading" className="text-lg font-semibold text-neutral-900">
          Default folders
        </h2>
        <p className="text-sm text-neutral-600">
          Every account has these two, for plans that belong to no client and for plans you copy.
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {defaults.map((folder) => (
          <li key={folder.id}>
            <DefaultFolderCard folder={folder} onEdit={() => onEdit(folder)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlansLink({ folder }: { folder: ClientFolder }) {
  const summary = plansSummary(folder);
  return (
    <Button asChild variant="outline" size="sm" className="h-9">
      <Link to={plansLink(folder)} aria-label={`Plans of ${folder.client}: ${summary}`}>
        <CalendarDays aria-hidden />
        {summary}
      </Link>
    </Button>
  );
}

/** A client's folder in the list, with what can be done to it (edit, delete). */
interface FolderProps {
  folder: ClientFolder;
  onEdit: () => void;
  onDelete: () => void;
}

function ClientCard({ folder, onEdit, onDelete, onRecord }: FolderProps & { onRecord: () => void }) {
  return (
    <NamedCard className="grid grid-cols-[minmax(0,1fr)] gap-3 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-6">
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <NamedCardTitle as="h3" className="min-w-0 break-words">
            {folder.client}
          </NamedCardTitle>
          <div className="-mt-1 -mr-2 sm:hidden">
            <ClientActions folder={folder} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600">
          {folder.email ? (
            <span className="flex min-w-0 items-center gap-1.5">
              <Mail className="size-4 shrink-0 text-neutral-400" aria-hidden />
              <span className="sr-only">Email:</span>
              <span className="truncate">{folder.email}</span>
            </span>
          ) : null}
          {folder.promo ? (
            <FactBadge variant="accent" icon={Tag} label="Promo:">
              {folder.promo}
            </FactBadge>
          ) : null}
          {folder.company ? (
            <FactBadge variant="secondary" icon={Building2} label="Company:">
              {folder.company}
            </FactBadge>
          ) : null}
          {folder.linkedAccount ? (
            <Badge variant="success" className="max-w-full" title={folder.linkedAccount.email}>
              <Link2 aria-hidden />
              <span className="truncate">Linked account</span>
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-neutral-700">{mealsSummary(folder)}</p>
        <SafetyFacts folder={folder} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <PlansLink folder={folder} />
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          aria-label={`Client record of ${folder.client}`}
          onClick={onRecord}
        >
          <ClipboardList aria-hidden />
          Record
        </Button>
        <div className="hidden sm:block">
          <ClientActions folder={folder} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </NamedCard>
  );
}

function ClientActions({ folder, onEdit, onDelete }: FolderProps) {
  return (
    <RowMenu
      name={folder.client}
      triggerClassName="size-9"
      items={[editItem(onEdit), deleteItem(onDelete)]}
    />
  );
}

function DefaultFolderCard({ folder, onEdit }: Omit<FolderProps, 'onDelete'>) {
  return (
    <NamedCard className="grid h-full grid-cols-[minmax(0,1fr)] gap-3 bg-neutral-50">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <NamedCardTitle as="h3" className="flex items-center gap-2">
            <FolderOpen className="size-4 shrink-0 text-neutral-500" aria-hidden />
            {folder.client}
          </NamedCardTitle>
          <p className="text-sm text-neutral-700">{mealsSummary(folder)}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-2 size-9"
          aria-label={`Edit the meals of ${folder.client}`}
          onClick={onEdit}
        >
          <Pencil className="size-4" aria-hidden />
        </Button>
      </div>
      <div>
        <PlansLink folder={folder} />
      </div>
    </NamedCard>
  );
}

/** The client's allergies as chips and the foods they avoid, on their card (decision 064). */
function SafetyFacts({ folder }: { folder: ClientFolder }) {
  if (folder.allergies.length === 0 && folder.avoidWords.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm text-neutral-700">
      {folder.allergies.length > 0 ? <span className="sr-only">Allergies:</span> : null}
      {folder.allergies.map((tag) => (
        <Badge key={tag} variant="contains">
          <TriangleAlert aria-hidden />
          {tag}
        </Badge>
      ))}
      {folder.avoidWords.length > 0 ? (
        <span className="min-w-0 break-words">Avoids {folder.avoidWords.join(', ')}</span>
      ) : null}
    </div>
  );
}

/** A fact about a client on its card (its promo, its company): an icon, its name for screen readers, the value. */
function FactBadge(props: {
  variant: 'accent' | 'secondary';
  icon: LucideIcon;
  label: string;
  children: string;
}) {
  return (
    <Badge variant={props.variant} className="max-w-full">
      <props.icon aria-hidden />
      <span className="sr-only">{props.label}</span>
      <span className="truncate">{props.children}</span>
    </Badge>
  );
}
