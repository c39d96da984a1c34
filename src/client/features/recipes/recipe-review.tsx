import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ArrowDownToLine, Check, MessageSquarePlus, X } from 'lucide-react';
import { messages, type MessageKey } from '../../../shared/messages.ts';
import type { Recipe, RecipeChanges } from '../../../shared/schemas/recipes.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FieldFrame } from '../../components/ui/field-frame.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText, serverFieldErrors, validate } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { mealTimeLabel } from './recipe-words.ts';
import { textAreaClass } from './text-area.ts';

function useReviewCallbacks() {
  const utils = trpc.useUtils();
  return {
    onSuccess: (result: { messageKey: MessageKey }) => {
      toast.success(messages[result.messageKey]);
      void utils.recipes.invalidate();
    },
    onError: (error: unknown) => toast.error(errorText(error)),
  };
}

/**
 * The admin's moves of SPEC §4 that this recipe's state allows: approve a pending (or declined) recipe,
 * take a published one back to pending, accept or decline a customisation. A my recipe has none.
 */
export function ModerationActions({ recipe }: { recipe: Recipe }) {
  const callbacks = useReviewCallbacks();
  const approve = trpc.recipes.approve.useMutation(callbacks);
  const moveToPending = trpc.recipes.moveToPending.useMutation(callbacks);
  const accept = trpc.recipes.acceptCustomization.useMutation(callbacks);
  const decline = trpc.recipes.decline.useMutation(callbacks);
  const busy = approve.isPending || moveToPending.isPending || accept.isPending || decline.isPending;
  if (recipe.isPrivate) return null;
  const id = { id: recipe.id };
  // A recipe whose meal tags its foods contradict cannot be published (the server refuses it too): the
  // conflicts are listed on the page, and editing the tags or ingredients fixes them.
  const conflicted = recipe.dietConflicts.length > 0;
  const approveButton = (
    <Button
      disabled={busy || conflicted}
      title={conflicted ? 'Fix the meal tags its ingredients contradict first.' : undefined}
      onClick={() => approve.mutate(id)}
    >
      <Check aria-hidden />
      Approve
    </Button>
  );
  let actions: ReactNode = null;
  let explanation: string;
  switch (recipe.status) {
    case 'pending':
      explanation = conflicted
        ? 'Waiting for review. It cannot be approved while its meal tags contradict its ingredients (listed below): edit it first.'
        : 'Waiting for review. Approving publishes it to the catalogue.';
      actions = approveButton;
      break;
    case 'published':
      explanation = 'In the catalogue. Moving it to pending takes it out until it is approved again.';
      actions = (
        <Button variant="outline" disabled={busy} onClick={() => moveToPending.mutate(id)}>
          <ArrowDownToLine aria-hidden />
          Move to pending
        </Button>
      );
      break;
    case 'requested':
      explanation =
        'A customised copy asking to join the catalogue. Accepting makes it a recipe of its own, waiting for approval.';
      actions = (
        <>
          <Button disabled={busy} onClick={() => accept.mutate(id)}>
            <Check aria-hidden />
            Accept customisation
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => decline.mutate(id)}>
            <X aria-hidden />
            Decline
          </Button>
        </>
      );
      break;
    case 'declined':
      explanation = conflicted
        ? 'A declined customisation. It cannot be approved while its meal tags contradict its ingredients (listed below).'
        : 'A declined customisation. Approving publishes it, with you as its owner.';
      actions = approveButton;
      break;
    case 'error':
      explanation = 'This recipe could not be processed. Edit it to fix what the errors below say.';
      break;
  }
  return (
    <section
      aria-label="Review"
      className="grid gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-4 sm:flex sm:items-center sm:justify-between"
    >
      <p className="text-sm text-accent-800">{explanation}</p>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </section>
  );
}

/** The comment's schema (zod) loads when a comment is sent, not with the recipe page (decision 039). */
const loadCommentSchema = async () =>
  (await import('../../../shared/schemas/recipes.ts')).ZRecipeCommentInput;

/**
 * The admins' comments on a recipe (SPEC §3): what it needs before it can be published. The admins write
 * them; the owner and the admins tick each one off when it is done.
 */
export function RecipeComments({ recipe, canComment }: { recipe: Recipe; canComment: boolean }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const callbacks = useReviewCallbacks();
  const addComment = trpc.recipes.addComment.useMutation({
    onSuccess: (result) => {
      callbacks.onSuccess(result);
      setText('');
    },
    onError: (failure) => {
      const fieldError = serverFieldErrors(failure).text;
      if (fieldError) setError(fieldError);
      else toast.error(errorText(failure));
    },
  });
  const setDone = trpc.recipes.setCommentDone.useMutation({
    onSuccess: () => void utils.recipes.get.invalidate({ id: recipe.id }),
    onError: callbacks.onError,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    loadCommentSchema().then(
      (schema) => {
        const checked = validate(schema, { recipeId: recipe.id, text });
        if (checked.ok) addComment.mutate(checked.data);
        else setError(checked.errors.text ?? messages.invalidInput);
      },
      (failure: unknown) => toast.error(errorText(failure)),
    );
  }

  if (recipe.comments.length === 0 && !canComment) return null;
  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-3">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-neutral-900">
        Admin comments
      </h2>
      {recipe.comments.length === 0 ? (
        <p className="text-sm text-neutral-600">No comments yet. Note here what the recipe needs.</p>
      ) : (
        <ul className="grid gap-2">
          {recipe.comments.map((comment) => {
            const checkboxId = `${inputId}-${comment.id}`;
            return (
              <li
                key={comment.id}
                className={cn(
                  'flex items-start gap-3 rounded-xl border border-neutral-200 bg-white p-3',
                  comment.done && 'bg-neutral-50',
                )}
              >
                <Checkbox
                  id={checkboxId}
                  className="mt-0.5"
                  checked={comment.done}
                  disabled={setDone.isPending}
                  aria-label={`Done: ${comment.text}`}
                  onCheckedChange={(checked) =>
                    setDone.mutate({ commentId: comment.id, done: checked === true })
                  }
                />
                <div className="min-w-0 flex-1">
                  <p
                    className={cn(
                      'text-sm break-words whitespace-pre-line text-neutral-900',
                      comment.done && 'text-neutral-500 line-through',
                    )}
                  >
                    {comment.text}
                  </p>
                  <p className="mt-1 text-xs text-neutral-500">{formatDate(comment.createdAt)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {canComment ? (
        <form onSubmit={handleSubmit} noValidate className="grid gap-2">
          <FieldFrame label="Add a comment" error={error} id={inputId}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={5_000}
                value={text}
                placeholder="e.g. Add the oven temperature to step 3."
                className={textAreaClass}
                onChange={(event) => {
                  setText(event.target.value);
                  setError(null);
                }}
              />
            )}
          </FieldFrame>
          <Button
            type="submit"
            variant="outline"
            className="justify-self-start"
            disabled={addComment.isPending}
          >
            <MessageSquarePlus aria-hidden />
            {addComment.isPending ? 'Adding…' : 'Add comment'}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

const CHANGE_LABELS: Record<keyof RecipeChanges, string> = {
  name: 'Name',
  description: 'Description',
  video: 'Video',
  ingredients: 'Ingredients',
  mealTimes: 'Meal times',
  methods: 'Method',
  tags: 'Meal tags',
  nutritionTags: 'Nutrition tags',
};

/** What a customisation added and took away from its original, for its owner and the reviewers. */
export function CustomisationChanges({ recipe }: { recipe: Recipe }) {
  const rows = (Object.keys(CHANGE_LABELS) as (keyof RecipeChanges)[])
    .map((key) => ({
      key,
      added: asList(key, recipe.newData?.[key]),
      removed: asList(key, recipe.removedData?.[key]),
    }))
    .filter((row) => row.added.length > 0 || row.removed.length > 0);
  if (rows.length === 0) return null;
  return (
    <section className="grid gap-3" aria-label="Changes from the original">
      <h2 className="text-lg font-semibold text-neutral-900">Changes from the original</h2>
      <dl className="grid gap-3 rounded-2xl border border-neutral-200 bg-white p-4 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)]">
            <dt className="font-medium text-neutral-800">{CHANGE_LABELS[row.key]}</dt>
            <dd className="grid gap-1">
              {row.removed.map((item, index) => (
                <p key={`-${index}`} className="break-words text-red-800">
                  <span className="sr-only">Removed: </span>
                  <span aria-hidden>− </span>
                  {item}
                </p>
              ))}
              {row.added.map((item, index) => (
                <p key={`+${index}`} className="break-words text-brand-800">
                  <span className="sr-only">Added: </span>
                  <span aria-hidden>+ </span>
                  {item}
                </p>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function asList(key: keyof RecipeChanges, value: string | string[] | undefined): string[] {
  if (value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return key === 'mealTimes' ? list.map(mealTimeLabel) : list;
}
