import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { describeTagRule } from '../../../shared/nutrition/nutrition-tag-rules.ts';
import {
  NUTRITION_TAG_GROUP_LABELS,
  TAG_RULE_SCOPES,
  type Tag,
  type TagKind,
} from '../../../shared/schemas/tags.ts';
import { EmptyState, LoadingRows, QueryError, useSelection } from '../../components/list-parts.tsx';
import { deleteItem, editItem, RowMenu } from '../../components/row-menu.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { BatchBar } from '../../components/table-batch-bar.tsx';
import { DataTable, type DataColumn } from '../../components/table-data.tsx';
import { ItemDialog } from '../../components/item-dialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { describeTagRoles } from './role-checkboxes.tsx';
import { BulkRolesDialog, DeleteTagDialog, useTagCallbacks } from './tag-dialogs.tsx';
import { TagEditorDialog } from './tag-editor-dialog.tsx';
import { TAG_KIND_WORDS } from './tag-words.ts';

/** MealTags (admin): the meal type tags recipes are filed under and users filter by. */
export function MealTagsPage() {
  return (
    <TagsScreen
      kind="meal"
      description="Meal type tags such as Vegetarian or Halal. Recipe editors choose them, and users filter recipes and plans by them."
    />
  );
}

/** NutritionTags (admin): allergens, chemicals, FODMAPs and claims, some put on recipes by their rules. */
export function NutritionTagsPage() {
  return (
    <TagsScreen
      kind="nutrition"
      description="What a recipe contains or is high in. A tag set by hand is ticked in the recipe editor; a tag with rules is put on every recipe whose nutrition meets them."
    />
  );
}

type DialogState =
  { kind: 'edit'; tag: Tag | null } | { kind: 'delete'; tag: Tag } | { kind: 'roles'; tags: readonly Tag[] };

function TagsScreen({ kind, description }: { kind: TagKind; description: string }) {
  const words = TAG_KIND_WORDS[kind];
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const close = () => setDialog(null);
  return (
    <TitledPage
      width="list"
      title={words.title}
      description={description}
      actions={
        <Button onClick={() => setDialog({ kind: 'edit', tag: null })}>
          <Plus aria-hidden />
          Add {words.one}
        </Button>
      }
    >
      <TagsTable
        kind={kind}
        onEdit={(tag) => setDialog({ kind: 'edit', tag })}
        onDelete={(tag) => setDialog({ kind: 'delete', tag })}
        onSetRoles={(tags) => setDialog({ kind: 'roles', tags })}
      />
      <ItemDialog item={dialog} onClose={close}>
        {(open) =>
          open.kind === 'edit' ? (
            <TagEditorDialog key={open.tag?.id ?? 'new'} kind={kind} tag={open.tag} onDone={close} />
          ) : open.kind === 'delete' ? (
            <DeleteTagDialog tag={open.tag} onDone={close} />
          ) : (
            <BulkRolesDialog tags={open.tags} onDone={close} />
          )
        }
      </ItemDialog>
    </TitledPage>
  );
}

interface TagsTableProps {
  kind: TagKind;
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
  onSetRoles: (tags: readonly Tag[]) => void;
}

function TagsTable({ kind, onEdit, onDelete, onSetRoles }: TagsTableProps) {
  const words = TAG_KIND_WORDS[kind];
  const list = trpc.tags.list.useQuery({ kind });
  const selection = useSelection();
  const bulkUpdate = trpc.tags.nutrition.bulkUpdate.useMutation(useTagCallbacks(selection.clear));
  // Only nutrition tags have the batch set of SPEC §7.
  const selectable = kind === 'nutrition';

  if (list.isPending) return <LoadingRows label={`Loading ${words.many}…`} />;
  if (list.isError) return <QueryError error={list.error} />;
  const tags = list.data;
  if (tags.length === 0) {
    return (
      <EmptyState>
        No {words.many} yet. Add the first, for example {words.example}.
      </EmptyState>
    );
  }

  // Selections of tags deleted meanwhile are dropped.
  const chosen = selection.chosenOf(tags);
  const setPublished = (published: boolean) =>
    bulkUpdate.mutate({ ids: chosen.map((tag) => tag.id), changes: { published } });

  return (
    <div className="grid gap-3">
      <BatchBar
        label={`Selected ${words.many}`}
        count={chosen.length}
        onClear={selection.clear}
        pending={bulkUpdate.isPending}
        actions={[
          { label: 'Publish', onClick: () => setPublished(true) },
          { label: 'Unpublish', onClick: () => setPublished(false) },
          { label: 'Set roles', onClick: () => onSetRoles(chosen) },
        ]}
      />
      <DataTable
        rows={tags}
        columns={tagColumns(kind)}
        cellClassName="align-top"
        select={
          selectable
            ? { selection, allLabel: `Select all ${words.many}`, nameOf: (tag) => tag.name }
            : undefined
        }
        actions={(tag) => (
          <RowMenu name={tag.name} items={[editItem(() => onEdit(tag)), deleteItem(() => onDelete(tag))]} />
        )}
      />
    </div>
  );
}

function tagColumns(kind: TagKind): (DataColumn<Tag> | false)[] {
  return [
    {
      header: 'Name',
      cell: (tag) => (
        <>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium break-words text-neutral-900">{tag.name}</span>
            {tag.published ? null : (
              <Badge variant="secondary" className="sm:hidden">
                Unpublished
              </Badge>
            )}
          </div>
          {tag.nutritionGroup ? (
            <p className="text-xs text-neutral-600">{NUTRITION_TAG_GROUP_LABELS[tag.nutritionGroup]}</p>
          ) : null}
          <p className="text-xs text-neutral-600 sm:hidden">{describeTagRoles(tag.roles)}</p>
        </>
      ),
    },
    kind === 'nutrition' && {
      header: 'Rules',
      hideBelow: 'md',
      className: 'text-neutral-700',
      cell: (tag) => <RulesSummary tag={tag} />,
    },
    {
      header: 'Shown to',
      hideBelow: 'sm',
      className: 'text-neutral-700',
      cell: (tag) => describeTagRoles(tag.roles),
    },
    {
      header: 'Status',
      hideBelow: 'sm',
      cell: (tag) => (
        <Badge variant={tag.published ? 'success' : 'secondary'}>
          {tag.published ? 'Published' : 'Unpublished'}
        </Badge>
      ),
    },
  ];
}

function RulesSummary({ tag }: { tag: Tag }) {
  if (tag.switchToBool) return <span className="text-neutral-600">Set by hand</span>;
  const rules = TAG_RULE_SCOPES.flatMap((scope) => {
    const rule = tag.rules[scope];
    return rule ? [describeTagRule(scope, rule)] : [];
  });
  if (rules.length === 0) return <span className="text-neutral-600">No rules</span>;
  return (
    <ul className="grid gap-0.5">
      {rules.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
