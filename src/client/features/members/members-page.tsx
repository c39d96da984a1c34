import { PageContainer } from '../../components/layout/page-container.tsx';
import { useState } from 'react';
import { Search } from 'lucide-react';
import { ROLE_LABELS, ROLES, type Role } from '../../../shared/access.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { Tabs, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { errorText } from '../../lib/errors.ts';
import { formatDate, fullName } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { InviteDietitianDialog } from './invite-dietitian-dialog.tsx';
import { MemberActions } from './member-actions.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

type Status = 'active' | 'pending';

const EMAIL_FILTER_DELAY_MS = 300;

/** Members (admin): active and pending accounts, 20 a page, filtered by role and e-mail. */
export function MembersPage() {
  const [status, setStatus] = useState<Status>('active');
  const [role, setRole] = useState<Role | ''>('');
  const [email, setEmail] = useState('');
  const debouncedEmail = useDebouncedValue(email.trim(), EMAIL_FILTER_DELAY_MS);
  const pendingCount = trpc.members.pendingCount.useQuery();

  return (
    <PageContainer width="list">
      <title>{pageTitle('Members')}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">Members</h1>
          <p className="mt-1 text-neutral-600">Approve new accounts, change roles and invite dietitians.</p>
        </div>
        <InviteDietitianDialog />
      </div>
      <Tabs value={status} onValueChange={(value) => setStatus(value as Status)}>
        <TabsList aria-label="Account status">
          <TabsTrigger value="active">Active</TabsTrigger>
          <TabsTrigger value="pending">
            Pending
            {pendingCount.data ? (
              <Badge variant="destructive" className="tabular-nums">
                {pendingCount.data}
              </Badge>
            ) : null}
          </TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <SelectField label="Role" value={role} onChange={(event) => setRole(event.target.value as Role | '')}>
          <option value="">All roles</option>
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-1.5">
          <label htmlFor="members-email" className="text-sm leading-none font-medium text-neutral-800">
            Email
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
              aria-hidden
            />
            <Input
              id="members-email"
              type="search"
              placeholder="Search by email"
              spellCheck={false}
              className="pl-9"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
        </div>
      </div>
      <MembersTable status={status} role={role || undefined} email={debouncedEmail || undefined} />
    </PageContainer>
  );
}

interface MembersTableProps {
  status: Status;
  role: Role | undefined;
  email: string | undefined;
}

function MembersTable({ status, role, email }: MembersTableProps) {
  const list = trpc.members.list.useInfiniteQuery(
    { status, role, email },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  if (list.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading members…</span>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-12 rounded-lg" />
        ))}
      </div>
    );
  }
  if (list.isError) return <p className="text-red-700">{errorText(list.error)}</p>;
  const members = list.data.pages.flatMap((page) => page.members);
  if (members.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center text-neutral-600">
        {status === 'pending'
          ? 'No accounts are waiting for approval.'
          : 'No members match these filters. Try another role or email.'}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <Table stacked>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Registered</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id}>
              <TableCell card="title" className="font-medium whitespace-nowrap text-neutral-900">
                {fullName(member) || '—'}
              </TableCell>
              <TableCell label="Email" className="max-w-64 truncate max-sm:max-w-none">
                {member.email}
              </TableCell>
              <TableCell label="Role" className="whitespace-nowrap">
                {ROLE_LABELS[member.role]}
                {member.isStudent ? (
                  <Badge variant="accent" className="ml-2">
                    Student
                  </Badge>
                ) : null}
              </TableCell>
              <TableCell label="Status">
                <Badge variant={member.status === 'active' ? 'success' : 'secondary'} className="capitalize">
                  {member.status}
                </Badge>
              </TableCell>
              <TableCell label="Registered" className="whitespace-nowrap tabular-nums">
                {formatDate(member.registeredAt)}
              </TableCell>
              <TableCell card="actions" className="text-right">
                <MemberActions member={member} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
