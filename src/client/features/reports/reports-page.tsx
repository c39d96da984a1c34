import { PageContainer } from '../../components/layout/page-container.tsx';
import type { ComponentType } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { ListingReportsPanel } from '../marketplace/listing-reports-panel.tsx';
import { FOOD_REPORTS, RECIPE_REPORTS } from './report-kinds.tsx';
import { ReportsPanel } from './report-list.tsx';

interface ReportSection {
  id: string;
  label: string;
  Panel: ComponentType;
}

/** What users have reported, one section per kind. */
const SECTIONS: readonly ReportSection[] = [
  { id: 'food', label: 'Food reports', Panel: () => <ReportsPanel kind={FOOD_REPORTS} /> },
  { id: 'recipe', label: 'Recipe reports', Panel: () => <ReportsPanel kind={RECIPE_REPORTS} /> },
  { id: 'marketplace', label: 'Marketplace reports', Panel: ListingReportsPanel },
];

/** Reports (admin): problems users have reported, to fix and mark as resolved. */
export function ReportsPage() {
  const [only] = SECTIONS;
  return (
    <PageContainer width="list">
      <title>{pageTitle('Reports')}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">Reports</h1>
        <p className="mt-1 text-neutral-600">
          Problems users have reported. Fix them, then mark them as resolved.
        </p>
      </div>
      {SECTIONS.length === 1 && only ? (
        <section aria-labelledby="reports-section" className="grid gap-4">
          <h2 id="reports-section" className="text-lg font-semibold text-neutral-900">
            {only.label}
          </h2>
          <only.Panel />
        </section>
      ) : (
        <Tabs defaultValue={SECTIONS[0]?.id}>
          <TabsList aria-label="Kind of report" className="flex-wrap">
            {SECTIONS.map((section) => (
              <TabsTrigger key={section.id} value={section.id}>
                {section.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {SECTIONS.map(({ id, Panel }) => (
            <TabsContent key={id} value={id}>
              <Panel />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </PageContainer>
  );
}
