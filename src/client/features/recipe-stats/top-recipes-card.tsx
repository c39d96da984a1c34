import { RecipeLink } from '../recipes/recipe-link.tsx';
import type { MostSavedRecipe } from '../../../shared/schemas/recipe-stats.ts';
import { BarChart, type BarTone } from '../../components/bar-chart.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DataTable, type DataColumn } from '../../components/table-data.tsx';
import { EmptyRecipes } from '../recipes/recipe-list.tsx';
import { RecipeThumb } from '../recipes/recipe-photo.tsx';
import { STATUS_BADGES, STATUS_LABELS } from '../recipes/recipe-words.ts';

type StatsRecipe = Omit<MostSavedRecipe, 'saves'>;

/** A number column of the table; the first one is also what the chart draws. */
export interface TopRecipesColumn<R> {
  header: string;
  value: (recipe: R) => number;
}

export interface TopRecipesCardProps<R extends StatsRecipe> {
  /** The card's heading id, so the section is named by it. */
  id: string;
  title: string;
  description: string;
  recipes: readonly R[];
  columns: readonly [TopRecipesColumn<R>, ...TopRecipesColumn<R>[]];
  chartTitle: string;
  tone: BarTone;
  empty: { title: string; hint: string };
}

const numberFormat = new Intl.NumberFormat();

/** One "most ..." list: a bar chart of the first number, and a table of every number with links. */
export function TopRecipesCard<R extends StatsRecipe>({
  id,
  title,
  description,
  recipes,
  columns,
  chartTitle,
  tone,
  empty,
}: TopRecipesCardProps<R>) {
  const [charted] = columns;
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {recipes.length === 0 ? (
          <EmptyRecipes title={empty.title} hint={empty.hint} />
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2 lg:items-start">
            <BarChart
              title={chartTitle}
              tone={tone}
              data={recipes.map((recipe) => ({
                key: recipe.id,
                label: recipe.name,
                value: charted.value(recipe),
              }))}
            />
            <DataTable
              aria-label={title}
              rows={recipes}
              cellClassName="py-2"
              columns={[
                { header: 'Recipe', cell: (recipe) => <RecipeCell recipe={recipe} /> },
                ...columns.map((column): DataColumn<R> => ({
                  header: column.header,
                  align: 'right',
                  className: 'font-semibold text-neutral-900 tabular-nums',
                  cell: (recipe) => numberFormat.format(column.value(recipe)),
                })),
              ]}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** A recipe's row heading: its photo, its name as a link to it, and its badges. */
function RecipeCell({ recipe }: { recipe: StatsRecipe }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <RecipeThumb photo={recipe.photo} className="size-10 shrink-0 rounded-lg [&_svg]:size-5" />
      <div className="grid min-w-0 gap-1">
        <RecipeLink recipe={recipe} className="font-medium underline-offset-4" />
        <RecipeBadges recipe={recipe} />
      </div>
    </div>
  );
}

/** Whatever sets a recipe apart from the published catalogue: its state, or that it is a my recipe. */
function RecipeBadges({ recipe }: { recipe: StatsRecipe }) {
  if (recipe.status === 'published' && !recipe.isPrivate) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {recipe.status !== 'published' ? (
        <Badge variant={STATUS_BADGES[recipe.status]}>{STATUS_LABELS[recipe.status]}</Badge>
      ) : null}
      {recipe.isPrivate ? <Badge variant="secondary">My recipe</Badge> : null}
    </div>
  );
}
