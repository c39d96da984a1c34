import { PageContainer } from '../../components/layout/page-container.tsx';
import { Construction } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { pageTitle } from '../../lib/brand.ts';

/** Stands in for a screen of SPEC §2 that has not been built yet. */
export function NotBuiltYetPage({ title }: { title: string }) {
  return (
    <PageContainer width="list" className="gap-0">
      <title>{pageTitle(title)}</title>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{title}</h1>
      <Card className="mt-6">
        <CardContent className="flex flex-col items-center gap-4 py-14 text-center sm:py-16">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Construction className="size-7" aria-hidden />
          </span>
          <p className="text-base text-neutral-700">This screen is coming soon.</p>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
