import { useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import { ZGrantCreditsInput } from '../../../shared/schemas/billing.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { NumberField } from '../../components/ui/form-fields.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { DialogActions } from '../../components/dialogs.tsx';
import { showFormError } from '../../components/mutation-toasts.ts';
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
    <DialogContent className="text-left">
      <DialogHeader>
        <DialogTitle>Meal slots and credits</DialogTitle>
        <DialogDescription>
          Set how many meal plans {name} can keep and how many downloads they have left. The change shows in
          their Credits History.
        </DialogDescription>
      </DialogHeader>
      {credits.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading…</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : credits.isError ? (
        <p className="text-sm text-red-700">{errorText(credits.error)}</p>
      ) : (
        <GrantForm userId={userId} current={credits.data} onDone={onDone} />
      )}
    </DialogContent>
  );
}

function GrantForm({
  userId,
  current,
  onDone,
}: {
  userId: string;
  current: { mealSlots: number; downloadCredits: number };
  onDone: () => void;
}) {
  const [mealSlots, setMealSlots] = useState(() => draftOf(current.mealSlots));
  const [downloadCredits, setDownloadCredits] = useState(() => draftOf(current.downloadCredits));
  const [errors, setErrors] = useState<FieldErrors>({});
  const utils = trpc.useUtils();
  const grant = trpc.members.grantCredits.useMutation({
    onSuccess: (result) => {
      toast.success(messages[result.messageKey]);
      void utils.members.invalidate();
      onDone();
    },
    onError: showFormError(setErrors),
  });

  const handleSubmit = checkedSubmit(
    setErrors,
    ZGrantCreditsInput,
    () => {
      const slots = countOf(mealSlots);
      const downloads = countOf(downloadCredits);
      return {
        userId,
        mealSlots: slots === current.mealSlots ? undefined : slots,
        downloadCredits: downloads === current.downloadCredits ? undefined : downloads,
      };
    },
    grant.mutate,
  );

  const unchanged =
    countOf(mealSlots) === current.mealSlots && countOf(downloadCredits) === current.downloadCredits;
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <CountField
        id="grant-meal-slots"
        label="Meal plan slots"
        draft={mealSlots}
        error={errors.mealSlots ?? null}
        onChange={(draft) => {
          setMealSlots(draft);
          setErrors({});
        }}
      />
      <CountField
        id="grant-download-credits"
        label="Download credits"
        draft={downloadCredits}
        error={errors.downloadCredits ?? null}
        onChange={(draft) => {
          setDownloadCredits(draft);
          setErrors({});
        }}
      />
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
