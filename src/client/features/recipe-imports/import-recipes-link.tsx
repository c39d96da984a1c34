import { FileUp } from 'lucide-react';
import { Link } from 'react-router';
import { access, isAllowed } from '../../../shared/access.ts';
import { Button } from '../../components/ui/button.tsx';
import { useCurrentUser } from '../auth/current-user.tsx';

/** The Recipes page's way to Import recipes (SPEC §2, admin only; the sidebar has no entry for it). */
export function ImportRecipesLink() {
  const user = useCurrentUser();
  if (!isAllowed(user.role, access.importRecipes)) return null;
  return (
    <Button asChild variant="outline">
      <Link to="/import-recipes">
        <FileUp aria-hidden />
        Import recipes
      </Link>
    </Button>
  );
}
