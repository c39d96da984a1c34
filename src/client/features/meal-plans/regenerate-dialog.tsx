import { useId, useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { Plan } from '../../../shared/schemas/planner.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '../../components/ui/dialog.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { regenerateCounts, regenerateSummary, type KeepChoice } from './plan-history.ts';

/**
 * "Regenerate" on a plan that has meals asks first (issue 30 point 5): what will be replaced, kept and
 * filled, counted from the plan on screen, with the locked and the customised meals kept unless the
 * professional says otherwise.
 */
export function RegenerateDialog({
  open,
  onOpenChange,
  plan,
  onRegenerate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: Plan;
  onRegenerate: (keep: KeepChoice) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Made at each opening, so both switches start on. */}
      {open ? (
        <RegenerateContent
          plan={plan}
          onRegenerate={(keep) => {
            onOpenChange(false);
            onRegenerate(keep);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function RegenerateContent({ plan, onRegenerate }: { plan: Plan; onRegenerate: (keep: KeepChoice) => void }) {
  const [keep, setKeep] = useState<KeepChoice>({ keepLocked: true, keepCustomised: true });
  const counts = regenerateCounts(plan, keep);
  const locked = plan.meals.filter((meal) => meal.recipe && meal.locked).length;
  const customised = plan.meals.filter((meal) => meal.recipe && meal.custom !== null).length;
  return (
    <DialogContent className="text-left" role="alertdialog">
      <DialogHeading
        title="Regenerate the plan?"
        description="Generation chooses new recipes and serves to meet the plan’s targets."
      />
      <p aria-live="polite" className="rounded-xl bg-neutral-50 p-3 text-sm font-medium text-neutral-900">
        {regenerateSummary(counts)}
      </p>
      <div className="grid gap-3">
        <KeepSwitch
          label="Keep locked meals"
          hint={locked === 1 ? '1 meal is locked' : `${locked} meals are locked`}
          checked={keep.keepLocked}
          onChange={(keepLocked) => setKeep((current) => ({ ...current, keepLocked }))}
        />
        <KeepSwitch
          label="Keep customised meals"
          hint={
            customised === 1
              ? '1 meal is customised for the client'
              : `${customised} meals are customised for the client`
          }
          checked={keep.keepCustomised}
          onChange={(keepCustomised) => setKeep((current) => ({ ...current, keepCustomised }))}
        />
      </div>
      <p className="text-sm text-neutral-600">
        The plan as it is now is kept in its History: Undo brings it back.
      </p>
      <DialogActions>
        <Button needsConnection onClick={() => onRegenerate(keep)}>
          <Sparkles aria-hidden />
          Regenerate
        </Button>
      </DialogActions>
    </DialogContent>
  );
}

function KeepSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <label className="flex items-center gap-3 text-sm">
      <Switch checked={checked} onCheckedChange={onChange} aria-label={label} aria-describedby={hintId} />
      <span className="grid">
        <span className="font-medium text-neutral-900">{label}</span>
        <span id={hintId} className="text-neutral-600">
          {hint}
        </span>
      </span>
    </label>
  );
}
