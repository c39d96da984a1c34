import { Link } from 'react-router';
import { APP_NAME } from '../../lib/brand.ts';

const year = new Date().getFullYear();

export function Footer() {
  return (
    <footer className="border-t border-neutral-200 bg-white">
      <div className="flex flex-col items-center gap-2 px-4 py-5 text-center text-sm text-neutral-600 sm:flex-row sm:justify-between sm:px-6">
        <p>
          © {year} {APP_NAME}. All rights reserved.
        </p>
        <Link
          to="/privacy-policy"
          className="rounded font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          Privacy Policy
        </Link>
      </div>
    </footer>
  );
}
