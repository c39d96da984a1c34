import { useState } from 'react';
import { ZGrantCreditsInput } from '../../../shared/schemas/billing.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { NumberField } from '../../components/ui/form-fields.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { DialogActions, EditorDialogContent } from '../../components/dialogs.tsx';
import { formCallbacks } from '../../components/mutation-toasts.ts';
import { checkedSubmit } from '../../components/checked-submit.ts';

const UNLIMITED = -1;

/** One count as the form holds it: a number typed, or unlimited (-1). */
interface CountDraft {
  value: string;
  unlimited: boolean;
}

function draftOf(count: number): CountDraft {
  return count === UNLIMITED ? { value: '', unlimited: true } : { value: String(count), unlimited: false };
}

function countOf(draft: CountDraft): number {
  if (draft.unlimited) return UNLIMITED;
  return draft.value.trim() === '' ? Number.NaN : Number(draft.value);
}

/**
 * Members (admin): set a member's meal plan slots and download credits by hand, so the product works with
 * no payment provider at all. Each change shows in the member's Credits History.
 */
export function GrantCreditsDialog({
  userId,
  name,
  onDone,
}: {
  userId: string;
  name: string;
  onDone: () => void;
}) {
  const credits = trpc.members.credits.useQuery({ userId });
  return (
    <EditorDialogContent
      className="text-left"
      title="Meal slots and credits"
      description={
        <>
          Set how many meal plans {name} can keep and how many downloads they have left. The change shows in
          their Credits History.
        </>
      }
      id={userId}
      query={credits}
      loadingLabel="Loading…"
      loadingBlocks={['h-16', 'h-16']}
    >
      {(current) => current && <GrantForm userId={userId} current={current} onDone={onDone} />}
    </EditorDialogContent>
  );
}

type Counts = { mealSlots: number; downloadCredits: number };

function GrantForm({ userId, current, onDone }: { userId: string; current: Counts; onDone: () => void }) {
  const [drafts, setDrafts] = useState(() => ({
    mealSlots: draftOf(current.mealSlots),
    downloadCredits: draftOf(current.downloadCredits),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Props for the count field of `field`; a change clears the errors. */
  const bind = (field: keyof Counts) => ({
    draft: drafts[field],
    error: errors[field] ?? null,
    onChange: (draft: CountDraft) => {
      setDrafts((current) => ({ ...current, [field]: draft }));
      setErrors({});
    },
  });
  const utils = trpc.useUtils();
  const grant = trpc.members.grantCredits.useMutation(
    formCallbacks(setErrors, () => {
      void utils.members.invalidate();
      onDone();
    }),
  );

  const slots = countOf(drafts.mealSlots);
  const downloads = countOf(drafts.downloadCredits);
  const unchanged = slots === current.mealSlots && downloads === current.downloadCredits;
  // Only what changed is sent.
  const handleSubmit = checkedSubmit(
    setErrors,
    ZGrantCreditsInput,
    () => ({
      userId,
      mealSlots: slots === current.mealSlots ? undefined : slots,
      downloadCredits: downloads === current.downloadCredits ? undefined : downloads,
    }),
    grant.mutate,
  );
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <CountField id="grant-meal-slots" label="Meal plan slots" {...bind('mealSlots')} />
      <CountField id="grant-download-credits" label="Download credits" {...bind('downloadCredits')} />
      <DialogActions>
        <Button type="submit" disabled={unchanged || grant.isPending}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}

function CountField(props: {
  id: string;
  label: string;
  draft: CountDraft;
  error: string | null;
  onChange: (draft: CountDraft) => void;
}) {
  const { id, draft, onChange } = props;
  return (
    <div className="grid gap-2">
      <NumberField
        id={id}
        label={props.label}
        min={0}
        disabled={draft.unlimited}
        placeholder={draft.unlimited ? 'Unlimited' : undefined}
        value={draft.unlimited ? '' : draft.value}
        error={props.error}
        onChange={(event) => onChange({ value: event.target.value, unlimited: false })}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-unlimited`}
          checked={draft.unlimited}
          onCheckedChange={(checked) => onChange({ value: draft.value, unlimited: checked === true })}
        />
        <Label htmlFor={`${id}-unlimited`}>Unlimited {props.label.toLowerCase()}</Label>
      </div>
    </div>
  );
}
