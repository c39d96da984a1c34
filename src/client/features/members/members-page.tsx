import { PageContainer } from '../../components/layout/page-container.tsx';
import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../../shared/access.ts';
import { EmptyState, PageHeading, PagedQueryList, SearchInput } from '../../components/list-parts.tsx';
import { StatusTabs } from '../../components/status-tabs.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { formatDate, fullName } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { InviteDietitianDialog } from './invite-dietitian-dialog.tsx';
import { MemberActions } from './member-actions.tsx';
import { useSearchText } from '../../lib/use-debounced-value.ts';

type Status = 'active' | 'pending';

/** Members (admin): active and pending accounts, 20 a page, filtered by role and e-mail. */
export function MembersPage() {
  const [status, setStatus] = useState<Status>('active');
  const [role, setRole] = useState<Role | ''>('');
  const [email, setEmail, debouncedEmail] = useSearchText();
  const pendingCount = trpc.members.pendingCount.useQuery();

  return (
    <PageContainer width="list">
      <title>{pageTitle('Members')}</title>
      <PageHeading title="Members" description="Approve new accounts, change roles and invite dietitians.">
        <InviteDietitianDialog />
      </PageHeading>
      <StatusTabs
        label="Account status"
        value={status}
        onChange={setStatus}
        tabs={[
          { value: 'active', label: 'Active' },
          { value: 'pending', label: 'Pending', count: pendingCount.data },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <SelectField label="Role" value={role} onChange={(event) => setRole(event.target.value as Role | '')}>
          <option value="">All roles</option>
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <SearchInput
          label="Email"
          id="members-email"
          placeholder="Search by email"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
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
  return (
    <PagedQueryList
      query={list}
      items={(page) => page.members}
      loading={{ label: 'Loading members…' }}
      empty={
        <EmptyState>
          {status === 'pending'
            ? 'No accounts are waiting for approval.'
            : 'No members match these filters. Try another role or email.'}
        </EmptyState>
      }
    >
      {(members) => (
        <Table stacked>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Registered</TableHead>
              <TableHead actions />
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
                  <Badge
                    variant={member.status === 'active' ? 'success' : 'secondary'}
                    className="capitalize"
                  >
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
      )}
    </PagedQueryList>
  );
}
