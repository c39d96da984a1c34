import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { BookOpen, CalendarDays, ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { EmailField, PasswordField, SubmitButton } from '../../components/ui/form-fields.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { APP_NAME, LOGO_SRC, pageTitle } from '../../lib/brand.ts';
import { errorText, serverFieldErrors, validate, type FieldErrors } from '../../lib/errors.ts';
import { useHydrated } from '../../lib/prerendered.ts';
import { trpc } from '../../lib/trpc.ts';
import { authLinkClass as linkClass } from './auth-card.tsx';
import { useSignedIn } from './use-signed-in.ts';

/**
 * The form's rules (zod, about 25 KB) load after the page shows, not before: the login screen is the
 * first one most visitors see (issue 15's JavaScript budget). They are asked for at mount, so a submit
 * finds them loaded.
 */
const loadAuthSchemas = () => import('../../../shared/schemas/auth.ts');

const highlights = [
  { icon: ChefHat, text: 'Recipes with full nutrition per serve and per 100 g' },
  { icon: CalendarDays, text: '7-day meal plans built around each client’s goal' },
  { icon: BookOpen, text: 'Recipe eBooks to download and share' },
] as const;

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // Said at the form as well as in the corner toast: the eye is on the form when the answer comes.
  const [failure, setFailure] = useState<string | null>(null);
  const signedIn = useSignedIn();
  const login = trpc.auth.login.useMutation({
    onSuccess: signedIn,
    onError: (error) => {
      toast.error(errorText(error));
      setFailure(errorText(error));
      setErrors(serverFieldErrors(error));
      // SPEC §8: a failed login clears the password.
      setPassword('');
    },
  });

  useEffect(() => {
    void loadAuthSchemas();
  }, []);

  // The form arrives prerendered (decision 051): what was typed or filled in by the browser before the app
  // took it over stays, and Log in waits for the app (a disabled default button also stops Enter).
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const typed = (name: string) => {
      const field = formRef.current?.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    setEmail(typed('email'));
    setPassword(typed('password'));
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const schemas = await loadAuthSchemas().catch((error: unknown) => {
      // The chunk did not load (offline, a new deployment): say so rather than do nothing.
      setFailure(errorText(error));
      return null;
    });
    if (!schemas) return;
    const checked = validate(schemas.ZLoginInput, { email, password });
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (checked.ok) login.mutate(checked.data);
  }

  return (
    <div className="flex flex-1 items-center justify-center">
      <title>{pageTitle('Log in')}</title>
      <Card className="grid w-full max-w-md overflow-hidden lg:max-w-4xl lg:grid-cols-2">
        <section
          aria-label={`About ${APP_NAME}`}
          className="hidden flex-col justify-center gap-12 bg-brand-500 p-10 text-brand-950 lg:flex"
        >
          <div>
            <p className="text-3xl leading-tight font-bold tracking-tight">Plan meals people love to eat.</p>
            <p className="mt-3 text-brand-950/80">
              For dietitians, nutritionists, naturopaths, personal trainers and their clients.
            </p>
          </div>
          <ul className="grid gap-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/60">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="pt-1.5 font-medium">{text}</span>
              </li>
            ))}
          </ul>
        </section>

        <div className="p-6 sm:p-10">
          <div className="flex flex-col items-center text-center">
            <img src={LOGO_SRC} alt="" width={56} height={56} className="size-14" />
            <h1 id="login-title" className="mt-4 text-2xl font-bold tracking-tight text-neutral-900">
              Welcome back
            </h1>
            <p className="mt-1.5 text-sm text-neutral-600">Log in to your {APP_NAME} account.</p>
          </div>

          {/* Posted, not the browser's default GET: should the prerendered form be sent before the app has
              taken it over (decision 051), the password must not land in the address. */}
          <form
            ref={formRef}
            method="post"
            aria-labelledby="login-title"
            onSubmit={handleSubmit}
            noValidate
            className="mt-8 grid gap-5"
          >
            {failure ? (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              >
                {failure}
              </p>
            ) : null}
            <EmailField
              label="Email"
              name="email"
              required
              error={errors.email ?? null}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div className="grid gap-2">
              <PasswordField
                label="Password"
                name="password"
                required
                error={errors.password ?? null}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Link to="/reset-password" className={`${linkClass} justify-self-end text-sm`}>
                Forgot password?
              </Link>
            </div>
            <SubmitButton
              size="lg"
              className="w-full"
              pending={login.isPending}
              disabled={login.isPending || !hydrated}
              pendingText="Logging in…"
            >
              Log in
            </SubmitButton>
          </form>

          <p className="mt-8 text-center text-sm text-neutral-600">
            New to {APP_NAME}?{' '}
            <Link to="/register" className={linkClass}>
              Create account
            </Link>
          </p>
        </div>
      </Card>
    </div>
  );
}
