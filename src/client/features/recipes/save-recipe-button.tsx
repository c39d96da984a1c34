import { Heart } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useOnline } from '../../offline/online.ts';

export interface SaveRecipeButtonProps {
  recipe: { id: string; name: string; isSaved: boolean };
  /** `overlay` sits on a card's photo; `default` is a labelled button on the recipe page. */
  look?: 'overlay' | 'default';
}

/** Saves a recipe to the user's saved list, or takes it off ("Recipe saved" / "Recipe removed from your saved recipes"). */
export function SaveRecipeButton({ recipe, look = 'overlay' }: SaveRecipeButtonProps) {
  const utils = trpc.useUtils();
  const online = useOnline();
  const callbacks = {
    onSuccess: (result: { messageKey: 'recipeSaved' | 'recipeUnsaved' }) => {
      toast.success(messages[result.messageKey]);
      void utils.recipes.invalidate();
    },
    onError: (error: unknown) => toast.error(errorText(error)),
  };
  const save = trpc.recipes.save.useMutation(callbacks);
  const unsave = trpc.recipes.unsave.useMutation(callbacks);
  const pending = save.isPending || unsave.isPending;
  // Shows the outcome at once; the lists catch up when they are read again.
  const saved = save.isPending ? true : unsave.isPending ? false : recipe.isSaved;
  const toggle = () => {
    if (saved) unsave.mutate({ recipeId: recipe.id });
    else save.mutate({ recipeId: recipe.id });
  };
  // A toggle button keeps one name; aria-pressed says whether it is saved.
  const label = `Save ${recipe.name}`;
  const heart = (
    <Heart className={cn('size-5', saved ? 'fill-red-500 text-red-500' : 'text-neutral-700')} aria-hidden />
  );
  if (look === 'default') {
    return (
      <Button
        needsConnection
        variant="outline"
        aria-label={label}
        aria-pressed={saved}
        disabled={pending}
        onClick={toggle}
      >
        {heart}
        {saved ? 'Saved' : 'Save'}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={saved}
      disabled={pending || !online}
      onClick={toggle}
      className="flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm backdrop-blur transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:opacity-70"
    >
      {heart}
    </button>
  );
}
