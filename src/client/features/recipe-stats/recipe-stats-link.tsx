import { ChartColumn } from 'lucide-react';
import { Link } from 'react-router';
import { access, isAllowed } from '../../../shared/access.ts';
import { Button } from '../../components/ui/button.tsx';
import { useCurrentUser } from '../auth/current-user.tsx';

/**
 * The way to Recipe stats from the Recipes screen, for the roles that may open it: SPEC §2's sidebar has no
 * entry for the screen.
 */
export function RecipeStatsLink() {
  const user = useCurrentUser();
  if (!isAllowed(user.role, access.recipeStats)) return null;
  return (
    <Button asChild variant="outline">
      <Link to="/recipe-stats">
        <ChartColumn aria-hidden />
        Recipe stats
      </Link>
    </Button>
  );
}
