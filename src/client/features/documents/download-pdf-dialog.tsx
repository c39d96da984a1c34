import { useState, type ReactNode } from 'react';
import { FileDown, LoaderCircle } from 'lucide-react';
import { DOWNLOAD_CREDIT_DAYS } from '../../../shared/billing/download-credit.ts';
import { UNLIMITED } from '../../../shared/billing/entitlements.ts';
import { messages } from '../../../shared/messages.ts';
import type { PlanCharge } from '../../../shared/schemas/documents.ts';
import {
  DOCUMENT_PAPER_SIZES,
  type DocumentPaperSize,
  type PdfFile,
} from '../../../shared/constants/documents.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogHeading,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { isSubscriptionRequired } from '../account/subscription-required-dialog.tsx';

/**
 * What is downloaded: a meal plan (takes a download credit unless one covers it), a recipe plan, a recipe, or
 * the user's own promo eBook (free: their advertisement, decision 026).
 */
export type PdfTarget =
  | { kind: 'mealPlan'; id: string }
  | { kind: 'recipePlan'; id: string }
  | { kind: 'recipe'; id: string }
  | { kind: 'promoEbook' };

const PAPER_KEY = 'pdfPaper';
const PAPER_LABELS: Record<DocumentPaperSize, string> = {
  A4: 'A4 (210 × 297 mm)',
  Letter: 'US Letter (8.5 × 11 in)',
};
const PAPER_OPTIONS = DOCUMENT_PAPER_SIZES.map((size) => ({ value: size, label: PAPER_LABELS[size] }));

function storedPaper(): DocumentPaperSize {
  try {
    const value = localStorage.getItem(PAPER_KEY);
    return value === 'Letter' ? 'Letter' : 'A4';
  } catch {
    return 'A4';
  }
}

/** Saves a PDF the server made as a file download. */
export function saveFile(file: PdfFile): void {
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * What a meal plan's download will cost, as the server reckons it (decision 057): a credit covers the plan
 * and every change to it for DOWNLOAD_CREDIT_DAYS days, then the version last downloaded; a changed plan
 * after that takes a new one.
 */
function chargeText(charge: PlanCharge | undefined): string {
  if (!charge) return 'Checking whether this download takes a download credit…';
  if (charge.takesCredit) {
    const left =
      charge.downloadCredits > 0
        ? `You have ${charge.downloadCredits} left.`
        : 'You have none left: a subscription gives you more.';
    return `This download takes one download credit. ${left} The credit then covers this plan and every change you make to it for ${DOWNLOAD_CREDIT_DAYS} days.`;
  }
  if (charge.coveredUntil) {
    return `Free: the credit this plan took covers it and every change to it until ${formatDate(charge.coveredUntil)}. After that, downloading it again after a change takes a new credit.`;
  }
  if (charge.downloadCredits === UNLIMITED) return 'Free: your download credits are unlimited.';
  return 'Free: this version of the plan is already paid for. Downloading it after a change takes a new credit.';
}

/**
 * "Download PDF": the reader picks the paper (A4 unless they chose Letter before) and gets the branded
 * PDF. Before a meal plan's download the dialog says whether it takes a download credit; with none left
 * the server answers "subscription required" and the app's subscription dialog opens.
 */
export function DownloadPdfDialog({
  target,
  trigger,
  triggerClassName,
}: {
  target: PdfTarget;
  trigger?: ReactNode;
  /** Classes for the default Download PDF button, such as how it grows in a row of tools. */
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [paper, setPaper] = useState<DocumentPaperSize>(storedPaper);
  const [busy, setBusy] = useState(false);
  const utils = trpc.useUtils();
  const mealPlan = trpc.documents.mealPlan.useMutation();
  const charge = trpc.documents.mealPlanCharge.useQuery(
    { id: target.kind === 'mealPlan' ? target.id : '' },
    { enabled: open && target.kind === 'mealPlan' },
  );

  const download = async () => {
    setBusy(true);
    try {
      localStorage.setItem(PAPER_KEY, paper);
    } catch {
      // Remembering the choice is a convenience only.
    }
    try {
      const file =
        target.kind === 'promoEbook'
          ? await utils.client.promoEbook.pdf.query({ paper })
          : target.kind === 'mealPlan'
            ? await mealPlan.mutateAsync({ id: target.id, paper })
            : target.kind === 'recipePlan'
              ? await utils.client.documents.recipePlan.query({ id: target.id, paper })
              : await utils.client.documents.recipe.query({ id: target.id, paper });
      saveFile(file);
      if (target.kind === 'mealPlan') void utils.documents.mealPlanCharge.invalidate({ id: target.id });
      toast.success(messages.pdfDownloaded);
      setOpen(false);
    } catch (error) {
      // The subscription-required dialog opens by itself for that answer.
      if (isSubscriptionRequired(error)) setOpen(false);
      else toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button needsConnection variant="outline" className={triggerClassName}>
            <FileDown aria-hidden />
            Download PDF
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeading
          title="Download PDF"
          description={
            target.kind === 'mealPlan'
              ? 'The plan with its recipes, each day’s totals and the shopping list, in your brand.'
              : target.kind === 'recipePlan'
                ? 'A recipe eBook: a cover, the contents and one recipe a page, in your brand.'
                : target.kind === 'promoEbook'
                  ? 'Your promo eBook: a cover, the contents and one recipe a page, in your brand. It takes no download credit.'
                  : 'The recipe on one page, in your brand.'
          }
        />
        {target.kind === 'mealPlan' ? (
          <p className="text-sm text-neutral-700" aria-live="polite">
            {chargeText(charge.data)}
          </p>
        ) : null}
        <SelectField
          label="Paper size"
          value={paper}
          options={PAPER_OPTIONS}
          onChange={(event) => setPaper(event.target.value as DocumentPaperSize)}
        />
        <DialogActions>
          <Button onClick={() => void download()} disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <FileDown aria-hidden />}
            {busy ? 'Preparing…' : 'Download'}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
