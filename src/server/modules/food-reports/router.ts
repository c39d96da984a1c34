import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZFoodReportIdInput,
  ZFoodReportInput,
  ZFoodReportListInput,
  ZFoodReportPage,
} from '../../../shared/schemas/foods.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { listFoodReports } from './list-food-reports.ts';
import { resolveFoodReport } from './resolve-food-report.ts';
import { submitFoodReport } from './submit-food-report.ts';

const admin = procedureFor(access.reports);

/** Food reports (SPEC §3): anyone who can see a food reports it; the admin resolves reports. */
export const foodReportsRouter = router({
  submit: procedureFor(access.foodSearch)
    .input(ZFoodReportInput)
    .output(z.object({ messageKey: z.literal('reportSubmitted') }))
    .mutation(({ ctx, input }) => submitFoodReport(ctx, input)),

  list: admin
    .input(ZFoodReportListInput)
    .output(ZFoodReportPage)
    .query(({ ctx, input }) => listFoodReports(ctx.db, input)),

  resolve: admin
    .input(ZFoodReportIdInput)
    .output(z.object({ messageKey: z.literal('reportResolved') }))
    .mutation(({ ctx, input }) => resolveFoodReport(ctx.db, input.reportId)),
});
