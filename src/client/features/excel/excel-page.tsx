import { DownloadTemplateButton, ImportPage } from '../uploads/import-page.tsx';
import { foodImportArea } from './food-import-area.ts';
import { UploadSummary } from './food-uploads.tsx';
import { ImportFoodFile } from './import-food-file.tsx';
import { ImportStatus } from './import-status.tsx';

/** Served by src/server/http/food-import-template.ts to admins. */
const TEMPLATE_URL = '/api/food-imports/template';

/** Upload Excel (admin): import foods from the template, the AFCD workbook or SR28, and see what came of it. */
export function ExcelPage() {
  return (
    <ImportPage
      title="Upload Excel"
      description="Import foods from the app’s food template, the AFCD Release 2 workbook or USDA SR28."
      actions={<DownloadTemplateButton href={TEMPLATE_URL} />}
      area={foodImportArea}
      importFile={ImportFoodFile}
      importStatus={ImportStatus}
      uploadSummary={(upload) => <UploadSummary lastImport={upload.lastImport} />}
    />
  );
}
