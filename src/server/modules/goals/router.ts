import { z } from 'zod';
import { access } from '../../../shared/access.ts';
import { ZEnergyWorking, ZGoal, ZGoalInput, ZMyGoal } from '../../../shared/schemas/goals.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { readMyGoal, saveMyGoal } from './my-goal.ts';

const member = procedureFor(access.goal);

/** The member's Goal screen (SPEC §2, §3): their one goal and the energy target worked out from it. */
export const goalsRouter = router({
  mine: member.output(ZMyGoal).query(({ ctx }) => readMyGoal(ctx)),

  save: member
    .input(ZGoalInput)
    .output(z.object({ goal: ZGoal, working: ZEnergyWorking, messageKey: z.literal('goalSaved') }))
    .mutation(async ({ ctx, input }) => ({
      ...(await saveMyGoal(ctx, input)),
      messageKey: 'goalSaved' as const,
    })),
});
