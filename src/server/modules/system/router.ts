import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init.ts';

export const systemRouter = router({
  /** What the browser needs before anything else: who is signed in. */
  me: publicProcedure
    .output(
      z
        .object({
          id: z.string(),
          email: z.string(),
          role: z.string(),
          status: z.enum(['pending', 'active']),
          firstName: z.string(),
          lastName: z.string(),
        })
        .nullable(),
    )
    .query(({ ctx }) => ctx.actor),
});
