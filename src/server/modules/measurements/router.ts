import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import {
  ZMeasurement,
  ZMeasurementIdInput,
  ZMeasurementImportInput,
  ZMeasurementImportResult,
  ZMeasurementInput,
  ZMeasurementKeyInput,
  ZMeasurementListInput,
  ZMeasurementPage,
  ZMeasurementUpdate,
} from '../../../shared/schemas/foods.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { importMeasurementUpload } from './import-measurements.ts';
import { findMeasurement, listMeasurements } from './list-measurements.ts';
import { loadHouseholdMeasures } from './load-household-measures.ts';
import { addMeasurement, deleteMeasurement, updateMeasurement } from './manage-measurements.ts';

const admin = procedureFor(access.measurements);

/** SPEC §3 Measurement and §7 measurements: the admin's Measurements screen. */
export const measurementsRouter = router({
  list: admin
    .input(ZMeasurementListInput)
    .output(ZMeasurementPage)
    .query(({ ctx, input }) => listMeasurements(ctx.db, input.cursor)),

  byKey: admin
    .input(ZMeasurementKeyInput)
    .output(ZMeasurement)
    .query(({ ctx, input }) => findMeasurement(ctx.db, input.publicFoodKey)),

  add: admin
    .input(ZMeasurementInput)
    .output(z.object({ id: z.string(), messageKey: z.literal('measurementAdded') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await addMeasurement(ctx.db, input)),
      messageKey: 'measurementAdded' as const,
    })),

  update: admin
    .input(ZMeasurementUpdate)
    .output(z.object({ messageKey: z.literal('measurementUpdated') }))
    .mutation(async ({ ctx, input }) => {
      await updateMeasurement(ctx.db, input.id, input.units);
      return { messageKey: 'measurementUpdated' as const };
    }),

  delete: admin
    .input(ZMeasurementIdInput)
    .output(z.object({ messageKey: z.literal('measurementDeleted') }))
    .mutation(async ({ ctx, input }) => {
      await deleteMeasurement(ctx.db, input.id);
      return { messageKey: 'measurementDeleted' as const };
    }),

  importUpload: admin
    .input(ZMeasurementImportInput)
    .output(ZMeasurementImportResult)
    .mutation(({ ctx, input }) => importMeasurementUpload(ctx, input.uploadId)),

  loadHouseholdMeasures: admin
    .output(ZMeasurementImportResult)
    .mutation(({ ctx }) => loadHouseholdMeasures(ctx.db)),
});
