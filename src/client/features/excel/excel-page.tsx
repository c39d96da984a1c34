import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { FoodUploads } from './food-uploads.tsx';
import { ImportFoodFile, type StartedImport } from './import-food-file.tsx';
import { ImportStatus } from './import-status.tsx';

/** Served by src/server/http/food-import-template.ts to admins. */
const TEMPLATE_URL = '/api/food-imports/template';

/** Upload Excel (admin): import foods from the template, the AFCD workbook or SR28, and see what came of it. */
export function ExcelPage() {
  const [shown, setShown] = useState<StartedImport | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <title>{pageTitle('Upload Excel')}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">Upload Excel</h1>
          <p className="mt-1 text-neutral-600">
            Import foods from the app’s food template, the AFCD Release 2 workbook or USDA SR28.
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={TEMPLATE_URL} download>
            <Download aria-hidden />
            Download template
          </a>
        </Button>
      </div>
      <ImportFoodFile onStarted={setShown} />
      {shown ? (
        <ImportStatus
          key={shown.importId}
          importId={shown.importId}
          fileName={shown.fileName}
          onClose={() => setShown(null)}
        />
      ) : null}
      <FoodUploads onShowImport={setShown} />
    </div>
  );
}
