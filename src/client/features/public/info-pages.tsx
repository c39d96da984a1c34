import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { APP_NAME } from '../../lib/brand.ts';
import { Button } from '../../components/ui/button.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../auth/use-session.ts';
import { redirectTarget } from './chosen-professional.ts';
import { PublicPage } from './public-frame.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-xl font-semibold text-neutral-900">{title}</h2>
      {children}
    </section>
  );
}

/** /privacy-policy: what the app stores, its one cookie, and whom to ask (Settings' notification recipient). */
export function PrivacyPolicyPage() {
  const contact = trpc.publicPages.privacyContact.useQuery(undefined, { retry: false });
  const who = contact.data?.email ? (
    <>
      {contact.data.name ? `${contact.data.name}, ` : ''}
      <a className="font-medium text-accent-700 underline" href={`mailto:${contact.data.email}`}>
        {contact.data.email}
      </a>
    </>
  ) : (
    'the administrator of this service'
  );
  return (
    <PublicPage title="Privacy policy" className="text-neutral-800">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Privacy policy</h1>
      <p>
        {APP_NAME} helps health professionals plan meals for their clients and helps members plan their own.
        This page says what we keep about you, why, and how to reach us.
      </p>
      <Section title="What we store">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Your account:</strong> your name, e-mail address, role, and a hash of your password (never
            the password itself).
          </li>
          <li>
            <strong>Your profile:</strong> what you choose to add, such as a photo, phone, website,
            registration number, logo and brand colour.
          </li>
          <li>
            <strong>Clients’ details entered by professionals:</strong> a client’s name and e-mail, and the
            measures, goal and meal preferences they give through a professional’s form. Only that
            professional sees them.
          </li>
          <li>
            <strong>Plans and recipes:</strong> the meal plans, recipe eBooks and recipes you make. A plan is
            seen by others only when you turn on its public link or add it to the marketplace.
          </li>
          <li>
            <strong>Payments:</strong> subscriptions and purchases go through Stripe. Your card details go to
            Stripe directly and never touch our servers; we keep only what Stripe tells us about the
            subscription (its plan, status and dates).
          </li>
          <li>
            <strong>Logs:</strong> the date, address and browser of each sign-in, and technical logs kept to
            run and secure the service, which never hold passwords or session tokens.
          </li>
        </ul>
      </Section>
      <Section title="Cookies">
        <p>
          We use one cookie: the session cookie that keeps you signed in. It is only sent to this site, cannot
          be read by scripts, and ends after 7 days without use (and at the latest after 30 days), or when you
          sign out. We use no advertising or tracking cookies. A client form may remember the professional you
          chose in your browser’s local storage, so the form opens next time; nothing of it is sent anywhere
          until you submit a form.
        </p>
      </Section>
      <Section title="Your choices">
        <p>
          You can change your profile at any time, and ask us to see, correct or delete what we hold about
          you. Deleting an account removes its plans, recipes and clients.
        </p>
      </Section>
      <Section title="Contact">
        <p>Questions about privacy go to {who}.</p>
      </Section>
    </PublicPage>
  );
}

/** /invite-page?invite={id}: an invited dietitian's landing, leading to /register?invite={id}. */
export function InvitePage() {
  const [params] = useSearchParams();
  const inviteId = params.get('invite') ?? params.get('i') ?? '';
  const invite = trpc.auth.invite.useQuery({ inviteId }, { enabled: inviteId !== '', retry: false });
  const register =
    inviteId && invite.data ? `/register?invite=${encodeURIComponent(inviteId)}` : '/dietitian-registration';
  return (
    <PublicPage title="You are invited" className="max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">You are invited to {APP_NAME}</h1>
      {invite.data ? (
        <p className="text-neutral-700">This invitation is for {invite.data.email}.</p>
      ) : inviteId && invite.isError ? (
        <p className="text-neutral-700">
          This invitation has been used or no longer exists. You can still register.
        </p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {[
          [
            'Recipes with real nutrition',
            'Build recipes from a food database; energy and nutrients per serve are worked out for you.',
          ],
          [
            '7-day meal plans in minutes',
            'Set a client’s energy target with the calculator and generate a plan that meets it.',
          ],
          ['Branded for your practice', 'Your logo and colour on every plan, eBook and shared link.'],
          [
            'Clients come to you',
            'Share your intake form: new clients arrive filed, with a plan ready to check.',
          ],
        ].map(([title, body]) => (
          <li key={title} className="rounded-xl border border-neutral-200 bg-white p-4">
            <p className="font-semibold text-neutral-900">{title}</p>
            <p className="mt-1 text-sm text-neutral-600">{body}</p>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" className="justify-self-start">
        <Link to={register}>Create your account</Link>
      </Button>
    </PublicPage>
  );
}

/**
 * /redirect: the start address of the installed app and the landing of links that name where to go
 * (`?to=/path`). It sends a signed-in user to `to` or Home, a guest to `to` or the default public entry
 * (SelectPage once a professional is chosen here, else the selector). See decision 025.
 */
export function RedirectPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const target =
    session.status === 'loading' ? null : redirectTarget(params.get('to'), session.status === 'signedIn');
  if (target) return <Navigate to={target} replace />;
  return <p className="text-neutral-600">Opening…</p>;
}
