import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { trpc, type RouterOutputs } from '../../lib/trpc.ts';
import type { ReportKind } from './report-list.tsx';

/** The reports lists come a page at a time: the next page starts where the last one's cursor says. */
const nextPage = {
  getNextPageParam<Cursor>(page: { nextCursor: Cursor | null }) {
    return page.nextCursor ?? undefined;
  },
};

/** Food reports (SPEC §3): what was wrong with a food, resolved once it is fixed. */
export const FOOD_REPORTS: ReportKind<RouterOutputs['foodReports']['list']['items'][number], 'resolved'> = {
  noun: 'food',
  done: 'resolved',
  empty: {
    pending: 'No reports are waiting. When someone reports a problem with a food, it shows up here.',
    done: 'No resolved reports yet. Resolve a pending report once its food is fixed.',
  },
  subjectName: (report) => report.foodName,
  doneAt: (report) => report.resolvedAt,
  useReports: (status) => trpc.foodReports.list.useInfiniteQuery({ status }, nextPage),
  useDone: (callbacks) => trpc.foodReports.resolve.useMutation(callbacks),
  refresh: (utils) => utils.foodReports.list.invalidate(),
};

/** Recipe reports: what was wrong with a recipe, closed once it is fixed. */
export const RECIPE_REPORTS: ReportKind<RouterOutputs['recipes']['reports']['items'][number], 'closed'> = {
  noun: 'recipe',
  done: 'closed',
  empty: {
    pending: 'No reports are waiting. When someone reports a problem with a recipe, it shows up here.',
    done: 'No closed reports yet. Close a pending report once its recipe is fixed.',
  },
  subjectName: (report) => report.recipeName,
  subject: (report) => (
    <Link to={`/recipes/${report.recipeId}`} className="underline-offset-2 hover:underline">
      {report.recipeName}
    </Link>
  ),
  doneAt: (report) => report.closedAt,
  useReports: (status) => trpc.recipes.reports.useInfiniteQuery({ status }, nextPage),
  useDone: (callbacks) => trpc.recipes.closeReport.useMutation(callbacks),
  refresh: (utils) => utils.recipes.reports.invalidate(),
};

/** Marketplace reports: plans users reported, closed once looked at (or taken down, which closes them). */
export const LISTING_REPORTS: ReportKind<RouterOutputs['marketplace']['reports']['items'][number], 'closed'> =
  {
    noun: 'marketplace',
    done: 'closed',
    empty: {
      pending: 'No reports are waiting. When someone reports a plan on the marketplace, it shows up here.',
      done: 'No closed reports yet. Close a report, or take its plan down, once you have looked at it.',
    },
    subjectName: (report) => report.listingName,
    subject: (report) => (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{report.listingName}</span>
        <span className="text-sm font-normal text-neutral-600">by {report.ownerName}</span>
        {report.listingStatus === 'listed' ? null : <Badge variant="secondary">Off the marketplace</Badge>}
      </span>
    ),
    doneAt: (report) => report.closedAt,
    useReports: (status) => trpc.marketplace.reports.useInfiniteQuery({ status }, nextPage),
    useDone: (callbacks) => trpc.marketplace.closeReport.useMutation(callbacks),
    refresh: (utils) => utils.marketplace.reports.invalidate(),
  };
