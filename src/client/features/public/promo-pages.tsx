import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import {
  ZPromoFormInput,
  type PromoEbookPage as PromoEbookPageData,
  type PromoFormOwner,
} from '../../../shared/schemas/promo-ebook.ts';
import { Field } from '../../components/ui/field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { saveFile } from '../documents/download-pdf-dialog.tsx';
import { NotFoundPage } from '../system/not-found-page.tsx';
import { Honeypot, NameAndEmail } from './client-form-page.tsx';
import { BrandBar, PublicHeader, PublicPage, publicButtonClass } from './public-frame.tsx';
import { RecipeCard } from './shared-plan-page.tsx';
import { showFormError } from '../../components/mutation-toasts.ts';
import { usePublicForm } from './use-public-form.ts';
import { SubmitButton } from '../../components/ui/form-fields.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Loading() {
  return (
    <PublicPage title="Loading">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-64 w-full" />
    </PublicPage>
  );
}

/** The eBook's PDF, made on the server; free, it is the professional's advertisement. */
function PromoPdfButton({ page }: { page: PromoEbookPageData }) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await utils.client.promoEbook.pagePdf.query({ id: page.id, paper: 'A4' }));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      className="rounded-lg px-4 py-2 font-medium text-neutral-900 disabled:opacity-70"
      style={{ backgroundColor: page.branding.brandColor }}
    >
      {busy ? 'Preparing the PDF…' : 'Download PDF'}
    </button>
  );
}

function PromoEbookView({ page, welcome }: { page: PromoEbookPageData; welcome: boolean }) {
  return (
    <PublicPage title={page.title}>
      <BrandBar branding={page.branding} />
      {welcome ? (
        <p
          role="status"
          className="rounded-lg p-4 font-medium text-neutral-900"
          style={{ backgroundColor: `${page.branding.brandColor}22` }}
        >
          {messages.promoLeadReceived}
        </p>
      ) : null}
      <PublicHeader
        eyebrow={`Recipe eBook by ${page.branding.name}`}
        title={page.title}
        pdfButton={<PromoPdfButton page={page} />}
        more={
          page.formPath && !welcome ? (
            <a href={page.formPath} className={publicButtonClass}>
              Get in touch with {page.branding.name}
            </a>
          ) : null
        }
      >
        {page.introduction ? (
          <p className="whitespace-pre-line text-neutral-700">{page.introduction}</p>
        ) : null}
      </PublicHeader>
      {page.recipes.length === 0 ? (
        <p className="text-neutral-600">This eBook has no recipes yet.</p>
      ) : (
        <section className="grid gap-4" aria-label="Recipes">
          <h2 className="text-xl font-semibold text-neutral-900">Recipes</h2>
          {page.recipes.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </section>
      )}
    </PublicPage>
  );
}

/**
 * /promoebookpage/{firstLast}/{planName}?i={planId}: the professional's promo eBook while its page is on.
 * The slugs are decoration: a wrong one is replaced by the eBook's own; off, or a wrong id, is not found.
 */
export function PromoEbookPage() {
  const [params] = useSearchParams();
  const id = params.get('i') ?? '';
  const valid = UUID.test(id);
  const query = trpc.promoEbook.page.useQuery({ id }, { enabled: valid, retry: false });
  const location = useLocation();
  const navigate = useNavigate();
  const page = query.data;
  const welcome = (location.state as { lead?: boolean } | null)?.lead === true;
  useEffect(() => {
    if (!page) return;
    const here = `${location.pathname}${location.search}`;
    if (here !== page.path) void navigate(page.path, { replace: true, state: location.state });
  }, [page, location.pathname, location.search, location.state, navigate]);
  if (!valid || query.isError) return <NotFoundPage />;
  if (!page) return <Loading />;
  return <PromoEbookView page={page} welcome={welcome} />;
}

function LeadForm({ handle, owner }: { handle: string; owner: PromoFormOwner }) {
  const navigate = useNavigate();
  const { values, errors, setErrors, set, bind, check } = usePublicForm({
    name: '',
    email: '',
    phone: '',
    goal: '',
    website: '',
  });
  const [consent, setConsent] = useState(false);
  const submit = trpc.promoEbook.submitForm.useMutation({
    onSuccess: (result) => void navigate(result.path, { state: { lead: true } }),
    onError: showFormError(setErrors),
  });
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(ZPromoFormInput, { handle, ...values, consent });
    if (checked) submit.mutate(checked);
  }
  const brand = owner.branding.brandColor;
  return (
    <form onSubmit={handleSubmit} noValidate className="relative grid gap-5">
      <div className="grid gap-2">
        <p className="text-sm font-medium tracking-wide text-neutral-600 uppercase">
          Free recipe eBook · {owner.recipeCount} recipe{owner.recipeCount === 1 ? '' : 's'}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{owner.title}</h1>
        {owner.introduction ? (
          <p className="line-clamp-6 whitespace-pre-line text-neutral-700">{owner.introduction}</p>
        ) : null}
        <p className="text-neutral-600">Leave your details to read it and download the PDF.</p>
      </div>
      <NameAndEmail bind={bind} />
      <Field
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        {...bind('phone')}
      />
      <Field
        label="Your goal (optional)"
        maxLength={500}
        placeholder="e.g. more energy, lose weight, eat more plants"
        {...bind('goal')}
      />
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm text-neutral-800">
          <input
            type="checkbox"
            name="consent"
            checked={consent}
            aria-invalid={errors.consent ? true : undefined}
            onChange={(event) => {
              setConsent(event.target.checked);
              setErrors((current) => ({ ...current, consent: undefined }));
            }}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span>
            I agree that {owner.branding.name} may keep my details and contact me about this eBook and their
            services.
          </span>
        </label>
        {errors.consent ? <p className="text-sm font-medium text-red-700">{errors.consent}</p> : null}
      </div>
      <Honeypot value={values.website} onChange={(value) => set('website', value)} />
      <SubmitButton
        size="lg"
        pending={submit.isPending}
        pendingText="Sending…"
        style={{ backgroundColor: brand }}
      >
        Get my free eBook
      </SubmitButton>
    </form>
  );
}

/** /promoform/{handle}: the lead form of a professional's promo eBook; none, or the form off, is not found. */
export function PromoFormPage() {
  const { name: handle = '' } = useParams();
  const owner = trpc.promoEbook.formOwner.useQuery({ handle }, { retry: false });
  if (owner.isError) return <NotFoundPage />;
  if (!owner.data) return <Loading />;
  return (
    <PublicPage title={owner.data.title} className="max-w-xl">
      <BrandBar branding={owner.data.branding} />
      <LeadForm handle={handle} owner={owner.data} />
    </PublicPage>
  );
}
