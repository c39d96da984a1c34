import { PageContainer } from '../../components/layout/page-container.tsx';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { FoodCategoriesPanel } from '../food-categories/food-categories-panel.tsx';
import { RecipeCategoriesPanel } from './recipe-categories-panel.tsx';

type CategoriesTab = 'recipes' | 'food';

/**
 * Categories (admin): recipe categories, and on the second tab the food categories. The tab is in the
 * address (`?tab=food`), so a link or a reload opens the same one.
 */
export function CategoriesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: CategoriesTab = searchParams.get('tab') === 'food' ? 'food' : 'recipes';
  return (
    <PageContainer width="list">
      <title>{pageTitle('Categories')}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">Categories</h1>
        <p className="mt-1 text-neutral-600">What recipes and foods are filed under.</p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => setSearchParams(value === 'food' ? { tab: 'food' } : {}, { replace: true })}
      >
        <TabsList aria-label="Categories of">
          <TabsTrigger value="recipes">Recipe categories</TabsTrigger>
          <TabsTrigger value="food">Food categories</TabsTrigger>
        </TabsList>
        <TabsContent value="recipes">
          <RecipeCategoriesPanel />
        </TabsContent>
        <TabsContent value="food">
          <FoodCategoriesPanel />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
