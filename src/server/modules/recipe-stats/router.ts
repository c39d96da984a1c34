import { access } from '../../../shared/access.ts';
import { ZRecipeStats } from '../../../shared/schemas/recipe-stats.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { getRecipeStats } from './get-recipe-stats.ts';

/** SPEC §2 RecipeStats (admin, dietitian, nutritionist, naturopath). */
export const recipeStatsRouter = router({
  get: procedureFor(access.recipeStats)
    .output(ZRecipeStats)
    .query(({ ctx }) => getRecipeStats(ctx.db, ctx.actor)),
});
