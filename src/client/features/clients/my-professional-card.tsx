import { useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, CalendarDays, Mail, Stethoscope, Unlink } from 'lucide-react';
import { ROLE_LABELS } from '../../../shared/access.ts';
import { messages, messageText } from '../../../shared/messages.ts';
import { ZLinkInput, type MyProfessional } from '../../../shared/schemas/clients.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { useForm } from '../../lib/use-form.ts';
import { useSession } from '../auth/use-session.ts';
import { ConfirmDialog } from '../../components/dialogs.tsx';
import { InlineFieldForm } from '../../components/inline-field-form.tsx';
import { submitValues } from '../../components/checked-submit.ts';

/**
 * A member's professional (SPEC §3 Client, decisions 034 and 055): link the account with the professional's
 * client ID, see who it is linked to, whether they have accepted it yet, and the plans they share, or unlink.
 */
export function MyProfessionalCard() {
  const mine = trpc.myProfessional.get.useQuery();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Stethoscope className="size-5 text-brand-700" aria-hidden />
          Your nutrition professional
        </CardTitle>
        {mine.data ? null : (
          <CardDescription>
            Seeing a dietitian, nutritionist, naturopath or trainer who uses this app? Enter the client ID
            they gave you to link your account: the plans they share with you then appear here.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {mine.isPending ? (
          <Skeleton className="h-11 max-w-md rounded-lg" />
        ) : mine.isError ? (
          <p className="text-red-700">{messages.clientsError}</p>
        ) : mine.data ? (
          <Linked mine={mine.data} />
        ) : (
          <LinkForm />
        )}
      </CardContent>
    </Card>
  );
}

function LinkForm() {
  const utils = trpc.useUtils();
  const form = useForm({ clientId: '' });
  const link = trpc.myProfessional.link.useMutation({
    onSuccess: (result) => {
      toast.success(messageText(result.messageKey, { name: result.name }));
      void utils.myProfessional.invalidate();
    },
    onError: (error) => {
      form.setErrors({ clientId: errorText(error) });
    },
  });
  const handleSubmit = submitValues(form, ZLinkInput, (data) => link.mutate(data));
  return (
    <InlineFieldForm onSubmit={handleSubmit} pending={link.isPending} button="Link my account">
      <Field
        label="Client ID"
        placeholder="3F9A-0C21-7D4E-B815"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        className="font-mono tracking-wider"
        {...form.bind('clientId')}
      />
    </InlineFieldForm>
  );
}

function Linked({ mine }: { mine: NonNullable<MyProfessional> }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const { professional } = mine;
  const session = useSession();
  const emailVerified = session.status !== 'signedIn' || session.user.emailVerified;
  const unlink = trpc.myProfessional.unlink.useMutation({
    onSuccess: (result) => {
      toast.success(messageText(result.messageKey, { name: result.name }));
      setConfirming(false);
      void utils.myProfessional.invalidate();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="text-lg font-semibold break-words text-neutral-900" data-testid="my-professional">
            {professional.name}
          </p>
          <p className="text-sm text-neutral-700">{ROLE_LABELS[professional.role]}</p>
          <a
            href={`mailto:${professional.email}`}
            className="flex min-w-0 items-center gap-1.5 text-sm text-accent-700 underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{professional.email}</span>
          </a>
          <p className="text-xs text-neutral-500">Linked since {formatDate(mine.linkedAt)}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <Unlink aria-hidden />
          Unlink
        </Button>
      </div>
      <section aria-labelledby="shared-plans-heading" className="grid gap-2">
        <h3 id="shared-plans-heading" className="text-sm font-semibold text-neutral-800">
          Plans shared with you
        </h3>
        {!mine.filed ? (
          <p className="text-sm text-neutral-600" data-testid="link-waiting">
            Waiting for {professional.name} to accept your link: the meal plans and recipe eBooks they share
            with you appear here once they do.{' '}
            {emailVerified ? null : (
              <>
                Verifying your email address on your{' '}
                <Link to="/profile" className="text-accent-700 underline">
                  Profile
                </Link>{' '}
                shows them it is you.
              </>
            )}
          </p>
        ) : mine.sharedPlans.length === 0 ? (
          <p className="text-sm text-neutral-600">
            Nothing yet: the meal plans and recipe eBooks {professional.name} shares with you will be here.
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {mine.sharedPlans.map((plan) => (
              <li key={plan.id}>
                <Link
                  to={plan.path}
                  className="flex items-center gap-3 rounded-xl border border-neutral-200 p-3 hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-accent-600"
                >
                  {plan.recipePlan ? (
                    <BookOpen className="size-5 shrink-0 text-brand-700" aria-hidden />
                  ) : (
                    <CalendarDays className="size-5 shrink-0 text-brand-700" aria-hidden />
                  )}
                  <span className="grid min-w-0">
                    <span className="font-medium break-words text-neutral-900">{plan.name}</span>
                    <span className="text-xs text-neutral-500">
                      {plan.recipePlan ? 'Recipe eBook' : 'Meal plan'} · updated {formatDate(plan.updatedAt)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Unlink from ${professional.name}?`}
        description="You no longer see the plans they share with you here. You can link again with their client ID."
        confirmLabel="Unlink"
        pending={unlink.isPending}
        onConfirm={() => unlink.mutate()}
      />
    </div>
  );
}
