import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState } from 'react';
import type { z } from 'zod';
import { ROLE_LABELS, type Role } from '../../../shared/access.ts';
import type { ZMember } from '../../../shared/schemas/users.ts';
import { EmptyState, PagedQueryList, SearchInput } from '../../components/list-parts.tsx';
import { StatusTabs } from '../../components/status-tabs.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { DataTable, type DataColumn } from '../../components/table-data.tsx';
import { formatDate, fullName } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { InviteDietitianDialog } from './invite-dietitian-dialog.tsx';
import { MemberActions, ROLE_OPTIONS } from './member-actions.tsx';
import { useSearchText } from '../../lib/use-debounced-value.ts';

type Status = 'active' | 'pending';

/** Members (admin): active and pending accounts, 20 a page, filtered by role and e-mail. */
export function MembersPage() {
  const [status, setStatus] = useState<Status>('active');
  const [role, setRole] = useState<Role | ''>('');
  const [email, setEmail, debouncedEmail] = useSearchText();
  const pendingCount = trpc.members.pendingCount.useQuery();

  return (
    <TitledPage
      width="list"
      title="Members"
      description="Approve new accounts, change roles and invite dietitians."
      actions={<InviteDietitianDialog />}
    >
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
        <SelectField
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as Role | '')}
          options={ROLE_OPTIONS}
        >
          <option value="">All roles</option>
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
    </TitledPage>
  );
}

interface MembersTableProps {
  status: Status;
  role: Role | undefined;
  email: string | undefined;
}

type Member = z.infer<typeof ZMember>;

const MEMBER_COLUMNS: DataColumn<Member>[] = [
  {
    header: 'Name',
    title: true,
    className: 'font-medium whitespace-nowrap text-neutral-900',
    cell: (member) => fullName(member) || '—',
  },
  {
    header: 'Email',
    className: 'max-w-64 truncate max-sm:max-w-none',
    cell: (member) => member.email,
  },
  {
    header: 'Role',
    className: 'whitespace-nowrap',
    cell: (member) => (
      <>
        {ROLE_LABELS[member.role]}
        {member.isStudent ? (
          <>
            <Badge variant="accent" className="ml-2">
              Student
            </Badge>
            <StudentClaim member={member} />
          </>
        ) : null}
      </>
    ),
  },
  {
    header: 'Status',
    cell: (member) => (
      <Badge variant={member.status === 'active' ? 'success' : 'secondary'} className="capitalize">
        {member.status}
      </Badge>
    ),
  },
  {
    header: 'Registered',
    className: 'whitespace-nowrap tabular-nums',
    cell: (member) => formatDate(member.registeredAt),
  },
];

/** What the admin judges a student claim by: where they study and when they graduate. */
function StudentClaim({ member }: { member: Member }) {
  if (!member.organisationName && !member.gradDate) return null;
  // A calendar day: read at local noon so no time zone moves it to the day before.
  const graduates = member.gradDate ? formatDate(new Date(`${member.gradDate}T12:00:00`)) : null;
  return (
    <span className="block text-xs whitespace-normal text-neutral-600">
      {[member.organisationName, graduates && `graduates ${graduates}`].filter(Boolean).join(' · ')}
    </span>
  );
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
        <DataTable
          stacked
          rows={members}
          columns={MEMBER_COLUMNS}
          actions={(member) => <MemberActions member={member} />}
        />
      )}
    </PagedQueryList>
  );
}
