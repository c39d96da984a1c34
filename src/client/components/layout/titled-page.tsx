import type { ReactNode } from 'react';
import { pageTitle } from '../../lib/brand.ts';
import { PageHeading } from '../list-parts.tsx';
import { PageContainer, type PageWidth } from './page-container.tsx';

/**
 * A screen with a name: its box (`PageContainer`), the name in the browser tab, then its heading (the name,
 * or `heading` where the screen greets) with a line under it and the screen's main buttons (`actions`).
 */
export function TitledPage({
  width,
  title,
  heading = title,
  description,
  actions,
  children,
}: {
  width: PageWidth;
  title: string;
  heading?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer width={width}>
      <title>{pageTitle(title)}</title>
      <PageHeading title={heading} description={description}>
        {actions}
      </PageHeading>
      {children}
    </PageContainer>
  );
}
