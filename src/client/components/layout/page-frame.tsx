import { Suspense, type ReactNode } from 'react';
import { UpdateBanner } from '../../features/pwa/update-banner.tsx';
import { OfflineBanner } from '../../offline/offline-banner.tsx';
import { Footer } from './footer.tsx';
import { PageSkeleton } from './page-skeleton.tsx';

interface PageFrameProps {
  header: ReactNode;
  sidebar?: ReactNode;
  /** A notice across the top of the screen, under the header. */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * Header, optional sidebar, the screen, and the footer. The frame is exactly the window's height when the
 * screen is short: the banners and the footer live in the column beside the sidebar (not under it), so the
 * sidebar, which is never taller than the window below the header, adds nothing to the page's height.
 */
export function PageFrame({ header, sidebar, banner, children }: PageFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-neutral-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {header}
      <div className="flex flex-1">
        {sidebar}
        <div className="flex min-w-0 flex-1 flex-col">
          <OfflineBanner />
          <UpdateBanner />
          {banner}
          <main
            id="main-content"
            tabIndex={-1}
            className="flex min-w-0 flex-1 flex-col px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
          >
            <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
