import { useState, type FormEvent } from 'react';
import { BookOpen, CalendarDays, ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { APP_NAME, LOGO_SRC, pageTitle } from '../../lib/brand.ts';

/** Until the auth procedures land, every attempt ends here. */
const LOGIN_UNAVAILABLE = 'Login is not available yet.';

const highlights = [
  { icon: ChefHat, text: 'Recipes with full nutrition per serve and per 100 g' },
  { icon: CalendarDays, text: '7-day meal plans built around each client’s goal' },
  { icon: BookOpen, text: 'Recipe eBooks to download and share' },
] as const;

const linkClass =
  'rounded font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toast.error(LOGIN_UNAVAILABLE);
    // SPEC §8: a failed login clears the password.
    setPassword('');
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

          <form aria-labelledby="login-title" onSubmit={handleSubmit} className="mt-8 grid gap-5">
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div className="grid gap-2">
              <Field
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Link to="/reset-password" className={`${linkClass} justify-self-end text-sm`}>
                Forgot password?
              </Link>
            </div>
            <Button type="submit" size="lg" className="w-full">
              Log in
            </Button>
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
