import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { pageTitle } from '../../lib/brand.ts';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center py-12 text-center sm:py-20">
      <title>{pageTitle('Page not found')}</title>
      <h1 className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</h1>
      <p className="mt-4 text-2xl font-semibold text-neutral-900">Page not found</p>
      <p className="mt-3 text-neutral-600">
        Sorry, we couldn’t find the page you were looking for. The link may be wrong, or the page may have
        moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <House aria-hidden />
          Back to Home
        </Link>
      </Button>
    </div>
  );
}
