import type { ReactNode } from 'react';
import type { Session } from '../../features/auth/use-session.ts';
import { Header } from './header.tsx';
import { PageFrame } from './page-frame.tsx';

/** Header and footer without the sidebar: guest pages, the pending-account screen, page not found. */
export function SiteFrame({ session, children }: { session: Session; children: ReactNode }) {
  return <PageFrame header={<Header session={session} />}>{children}</PageFrame>;
}
