import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { FormOwner } from '../../../shared/schemas/public-pages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useSearchText } from '../../lib/use-debounced-value.ts';
import { trpc } from '../../lib/trpc.ts';
import {
  forgetChosenProfessional,
  readChosenProfessional,
  storeChosenProfessional,
} from './chosen-professional.ts';
import { BrandBar, PublicPage } from './public-frame.tsx';

/** /dietitian-form-selector: a client finds their professional by name among those who have a form. */
export function DietitianFormSelectorPage() {
  const [query, setQuery, term] = useSearchText();
  const navigate = useNavigate();
  const found = trpc.publicPages.findProfessionals.useQuery(
    { query: term },
    { enabled: term.length >= 3, retry: false },
  );
  function choose(owner: FormOwner) {
    storeChosenProfessional(owner);
    void navigate('/select-page');
  }
  return (
    <PublicPage title="Find your professional" className="max-w-xl">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">Find your professional</h1>
        <p className="mt-1 text-neutral-600">
          Type the name of your dietitian, nutritionist, naturopath or trainer to open their forms.
        </p>
      </div>
      <div role="search">
        <Field
          label="Professional’s name"
          name="query"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {term.length < 3 ? null : found.isPending ? (
        <p className="text-neutral-600">Searching…</p>
      ) : (found.data ?? []).length === 0 ? (
        <p className="text-neutral-600">
          Nobody with a form matches “{term}”. Check the spelling, or ask your professional for their form
          link.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Professionals">
          {found.data!.map((owner) => (
            <li key={owner.handle}>
              <button
                type="button"
                onClick={() => choose(owner)}
                className="w-full rounded-xl border border-neutral-200 bg-white p-3 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                <BrandBar branding={owner} />
                <span className="mt-2 block text-sm font-medium text-brand-800">Choose {owner.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-neutral-600">
        A professional?{' '}
        <Link to="/login" className="font-medium text-accent-700 underline">
          Log in
        </Link>
      </p>
    </PublicPage>
  );
}

/** /select-page: the chosen professional's forms. Without a choice stored here, the selector. */
export function SelectPage() {
  const [chosen, setChosen] = useState(readChosenProfessional);
  const owner = trpc.publicPages.formOwner.useQuery(
    { handle: chosen?.handle ?? '' },
    { enabled: chosen !== null, retry: false },
  );
  // A professional who no longer has a form (or no longer exists) is forgotten here.
  useEffect(() => {
    if (owner.isError) forgetChosenProfessional();
  }, [owner.isError]);
  if (!chosen || owner.isError) return <Navigate to="/dietitian-form-selector" replace />;
  return (
    <PublicPage title={`${chosen.name}’s forms`} className="max-w-xl">
      {owner.data ? <BrandBar branding={owner.data} /> : null}
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">What would you like?</h1>
        <p className="mt-1 text-neutral-600">Choose a form of {chosen.name}’s.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link
          to={`/form/${chosen.handle}`}
          className="rounded-xl border border-neutral-200 bg-white p-4 hover:border-brand-600"
        >
          <span className="block font-semibold text-neutral-900">A meal plan</span>
          <span className="text-sm text-neutral-600">Tell us your measures, goal and meals.</span>
        </Link>
        <Link
          to={`/recipeform/${chosen.handle}`}
          className="rounded-xl border border-neutral-200 bg-white p-4 hover:border-brand-600"
        >
          <span className="block font-semibold text-neutral-900">A recipe eBook</span>
          <span className="text-sm text-neutral-600">Recipes chosen for you.</span>
        </Link>
      </div>
      <Button
        variant="outline"
        onClick={() => {
          forgetChosenProfessional();
          setChosen(null);
        }}
      >
        Choose another professional
      </Button>
    </PublicPage>
  );
}
