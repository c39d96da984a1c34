import { useState } from 'react';
import { Check, Inbox, X } from 'lucide-react';
import { RECORD_FIELD_LABELS } from '../../../shared/schemas/clients.ts';
import type { FormAnswers, FormSubmission } from '../../../shared/schemas/form-submissions.ts';
import { energyInUnit } from '../../../shared/nutrition/energy-units.ts';
import { activityLevel, GOAL_LABELS } from '../../../shared/nutrition/goal-options.ts';
import { ConfirmDialog } from '../../components/dialogs.tsx';
import { useChangeCallbacks } from '../../components/mutation-toasts.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NamedCard, NamedCardTitle } from '../../components/ui/card.tsx';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { mealsSummary } from './client-words.ts';

/** What each kind of form is called, and what accepting it does. */
const KINDS: Record<FormAnswers['kind'], { title: string; accept: string }> = {
  intake: {
    title: 'Meal plan form',
    accept:
      'Accepting updates the client record, sets the client’s main meals and snacks and makes their meal plan, which takes a meal slot.',
  },
  recipe: {
    title: 'Recipe eBook request',
    accept:
      'Accepting adds the foods to avoid to the client record and makes their recipe eBook, which takes a meal slot.',
  },
  promo: {
    title: 'Promo eBook lead',
    accept: 'Accepting records the promo on the client.',
  },
};

/**
 * The forms clients sent that wait for the professional (decision 059): a form never changes a client's
 * folder nor spends a meal slot by itself. Each shows what it brings; Accept applies it, Dismiss drops it.
 * Nothing shows while none waits.
 */
export function FormSubmissionsCard() {
  const waiting = trpc.clients.formSubmissions.useQuery();
  if (!waiting.data || waiting.data.length === 0) return null;
  return (
    <NamedCard as="section" className="grid gap-3 shadow-sm sm:p-5">
      <div>
        <NamedCardTitle className="flex items-center gap-2">
          <Inbox className="size-4 text-neutral-500" aria-hidden />
          Forms waiting for you
          <span className="text-sm font-normal text-neutral-500 tabular-nums">{waiting.data.length}</span>
        </NamedCardTitle>
        <p className="text-sm text-neutral-600">
          What clients sent through your forms. Nothing changes on a client, and no meal slot is used, until
          you accept it.
        </p>
      </div>
      <ul className="grid divide-y divide-neutral-200 rounded-xl border border-neutral-200">
        {waiting.data.map((submission) => (
          <li key={submission.id}>
            <WaitingForm submission={submission} />
          </li>
        ))}
      </ul>
    </NamedCard>
  );
}

/** The lines of what a form brought, in the professional's energy unit. */
function broughtLines(answers: FormAnswers, energyUnit: 'kJ' | 'Cal'): string[] {
  if (answers.kind === 'promo') {
    return [
      `Promo: ${answers.promo}`,
      `Phone: ${answers.phone || 'not given'}`,
      `Goal: ${answers.goal || 'not given'}`,
    ];
  }
  const avoid = `Foods to avoid: ${answers.avoid || 'none given'}`;
  if (answers.kind === 'recipe') return [avoid];
  return [
    `Meals: ${mealsSummary(answers)}`,
    `Allergies: ${answers.allergies.join(', ') || 'none ticked'}`,
    `${answers.weightKg} kg, ${answers.heightCm} cm, ${answers.age} years, ${answers.gender}; ${activityLevel(answers.activity).label.toLowerCase()}`,
    `Goal: ${GOAL_LABELS[answers.goal]}; energy target ${Math.round(energyInUnit(answers.energyTargetKj, energyUnit))} ${energyUnit} a day`,
    avoid,
  ];
}

function WaitingForm({ submission }: { submission: FormSubmission }) {
  const user = useCurrentUser();
  const [dismissing, setDismissing] = useState(false);
  const accept = trpc.clients.acceptFormSubmission.useMutation(useChangeCallbacks(['clients', 'mealPlans']));
  const dismiss = trpc.clients.dismissFormSubmission.useMutation(
    useChangeCallbacks(['clients'], () => setDismissing(false)),
  );
  const kind = KINDS[submission.answers.kind];
  const busy = accept.isPending || dismiss.isPending;
  return (
    <article
      aria-label={`${kind.title} from ${submission.client}`}
      className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:gap-6"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium break-words text-neutral-900">{submission.client}</h3>
          <Badge variant="secondary">{kind.title}</Badge>
          {submission.newClient ? <Badge variant="accent">New client</Badge> : null}
        </div>
        <p className="text-sm text-neutral-600">
          Sent as {submission.name} ({submission.email}) on {formatDate(submission.createdAt)}
        </p>
        <ul className="text-sm text-neutral-800">
          {broughtLines(submission.answers, user.energyUnit).map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
        <RecordChanges submission={submission} />
        <p className="text-xs text-neutral-500">{kind.accept}</p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Accept the ${kind.title.toLowerCase()} from ${submission.client}`}
          onClick={() => accept.mutate({ id: submission.id })}
        >
          <Check aria-hidden />
          Accept
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Dismiss the ${kind.title.toLowerCase()} from ${submission.client}`}
          onClick={() => setDismissing(true)}
        >
          <X aria-hidden />
          Dismiss
        </Button>
      </div>
      <ConfirmDialog
        open={dismissing}
        onOpenChange={setDismissing}
        title={`Dismiss the ${kind.title.toLowerCase()} from ${submission.client}?`}
        description="What the form brought is dropped. The client’s folder and plans stay as they are."
        confirmLabel="Dismiss form"
        pending={dismiss.isPending}
        onConfirm={() => dismiss.mutate({ id: submission.id })}
      />
    </article>
  );
}

/**
 * What accepting changes on the client's record (decision 064): for a client whose record holds values,
 * each field as it is now and as the form has it; measures are replaced, allergies and foods to avoid added.
 */
function RecordChanges({ submission }: { submission: FormSubmission }) {
  if (submission.answers.kind === 'promo' || submission.newClient) return null;
  const { recordChanges } = submission;
  if (recordChanges.length === 0) {
    return <p className="text-sm text-neutral-600">Nothing new for the client record.</p>;
  }
  if (!submission.recordHasValues) {
    return (
      <p className="text-sm text-neutral-600">
        The client record is empty: accepting fills it with these answers.
      </p>
    );
  }
  return (
    <div className="mt-1 rounded-lg border border-accent-200 bg-accent-50/50 p-2.5">
      <p className="text-sm font-medium text-neutral-900">Changes to the client record</p>
      <dl className="mt-1 grid gap-1 text-sm">
        {recordChanges.map((change) => (
          <div key={change.field} className="grid gap-x-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
            <dt className="text-neutral-600">{RECORD_FIELD_LABELS[change.field]}</dt>
            <dd className="break-words text-neutral-900">
              <span className="text-neutral-500">{change.now}</span>
              <span aria-hidden> → </span>
              <span className="sr-only"> becomes </span>
              <span className="font-medium">{change.next}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
