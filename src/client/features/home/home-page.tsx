import { ROLE_LABELS } from '../../../shared/access.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { pageTitle } from '../../lib/brand.ts';
import { useCurrentUser } from '../auth/current-user.tsx';

export function HomePage() {
  const user = useCurrentUser();
  const firstName = user.firstName.trim();
  return (
    <div className="mx-auto w-full max-w-5xl">
      <title>{pageTitle('Home')}</title>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
      </h1>
      <p className="mt-2 text-neutral-600">Signed in as {ROLE_LABELS[user.role]}.</p>
      <Card className="mt-6">
        <CardContent className="py-10 text-center text-neutral-700 sm:py-12">
          Your home page is coming soon. Use the menu to find recipes and more.
        </CardContent>
      </Card>
    </div>
  );
}
