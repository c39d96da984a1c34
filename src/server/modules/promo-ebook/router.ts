import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import { ZPaperSize, ZPdfFile, ZPlanDocumentInput } from '../../../shared/schemas/documents.ts';
import {
  ZPromoEbook,
  ZPromoEbookInput,
  ZPromoEbookPage,
  ZPromoFormHandleInput,
  ZPromoFormInput,
  ZPromoFormOwner,
  ZPromoFormResult,
} from '../../../shared/schemas/promo-ebook.ts';
import { ZSharedIdInput } from '../../../shared/schemas/public-pages.ts';
import { procedureFor, publicProcedure, router } from '../../trpc/init.ts';
import { getPromoEbook, ownPromoPdf, savePromoEbook } from './promo-ebook.ts';
import { promoFormOwner, promoPage, promoPagePdf, submitPromoForm } from './public.ts';

const promoters = procedureFor(access.promoEbook);

/**
 * Automated eBook Settings (SPEC §2 /promo-ebook) and its public page and lead form. The settings work on
 * the caller's own promo eBook only (there is one per user, so nothing takes an id); the public procedures
 * take the eBook's unguessable id or the professional's form handle (decision 026).
 */
export const promoEbookRouter = router({
  get: promoters.output(ZPromoEbook.nullable()).query(({ ctx }) => getPromoEbook(ctx.db, ctx.actor)),

  save: promoters
    .input(ZPromoEbookInput)
    .output(ZPromoEbook)
    .mutation(({ ctx, input }) => savePromoEbook(ctx.db, ctx.actor, input)),

  /** The PDF takes no credit and changes nothing, so it is a query, as a recipe eBook's is (decision 024). */
  pdf: promoters
    .input(z.object({ paper: ZPaperSize }))
    .output(ZPdfFile)
    .query(({ ctx, input }) => ownPromoPdf(ctx, ctx.actor, input.paper)),

  page: publicProcedure
    .input(ZSharedIdInput)
    .output(ZPromoEbookPage)
    .query(({ ctx, input }) => promoPage(ctx.db, input.id)),

  pagePdf: publicProcedure
    .input(ZPlanDocumentInput)
    .output(ZPdfFile)
    .query(({ ctx, input }) => promoPagePdf(ctx, input.id, input.paper)),

  formOwner: publicProcedure
    .input(ZPromoFormHandleInput)
    .output(ZPromoFormOwner)
    .query(({ ctx, input }) => promoFormOwner(ctx.db, input.handle)),

  submitForm: publicProcedure
    .input(ZPromoFormInput)
    .output(ZPromoFormResult)
    .mutation(({ ctx, input }) => submitPromoForm(ctx, input)),
});
