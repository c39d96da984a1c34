import { access } from '../../../shared/access.ts';
import { ZHomeSummary, ZShellLinks } from '../../../shared/schemas/home.ts';
import { procedureFor, router } from '../../trpc/init.ts';
import { homeSummary, shellLinks } from './home.ts';

const everyone = procedureFor(access.home);

/** Home (SPEC §2) per role, and the shell's links that the admin sets on Settings. */
export const homeRouter = router({
  summary: everyone.output(ZHomeSummary).query(({ ctx }) => homeSummary(ctx)),
  links: everyone.output(ZShellLinks).query(({ ctx }) => shellLinks(ctx.db, ctx.actor.role)),
});
