import type { ReactNode } from 'react';
import { errorText } from '../lib/errors.ts';
import { DialogContent, DialogHeading } from './ui/dialog.tsx';
import { Loading, Skeleton } from './ui/skeleton.tsx';

/*
 * The dialogs most screens are built from, over the primitives of ui/dialog.tsx. The heading and the footer
 * every dialog has, the confirm step of an action that is hard to undo (alone, or in a dialog of its own) and a dialog that is one form are
 * there with the primitives (every route has them loaded); this module adds the add-or-edit dialog that
 * loads what it edits. One module, so one small chunk for all of them.
 */
export {
  ConfirmDialog,
  ConfirmDialogContent,
  DialogActions,
  DialogHeading,
  FormDialogContent,
} from './ui/dialog.tsx';

/**
 * The dialog that adds a thing or edits one (a food, an ingredient): for a new one the form at once; for an
 * existing one grey blocks while it loads, then the form filled from it, or the error.
 */
export function EditorDialogContent<T>(props: {
  title: ReactNode;
  description: ReactNode;
  className?: string;
  /** The thing's id, or null to add one. */
  id: string | null;
  query: { data: T | undefined; isError: boolean; error: unknown };
  /** "Loading the food…" */
  loadingLabel: string;
  /** The heights of the blocks shown while it loads, e.g. ['h-10', 'h-24']. */
  loadingBlocks: string[];
  /** The form, for the thing loaded or null for a new one. */
  children: (thing: T | null) => ReactNode;
}) {
  const { id, query } = props;
  return (
    <DialogContent className={props.className}>
      <DialogHeading title={props.title} description={props.description} />
      {id === null ? (
        props.children(null)
      ) : query.data ? (
        props.children(query.data)
      ) : query.isError ? (
        <p className="text-red-700">{errorText(query.error)}</p>
      ) : (
        <Loading label={props.loadingLabel} className="grid gap-3">
          {props.loadingBlocks.map((block, index) => (
            <Skeleton key={index} className={block} />
          ))}
        </Loading>
      )}
    </DialogContent>
  );
}
