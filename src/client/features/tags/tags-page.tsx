import { PageContainer } from '../../components/layout/page-container.tsx';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { describeTagRule } from '../../../shared/nutrition/nutrition-tag-rules.ts';
import {
  NUTRITION_TAG_GROUP_LABELS,
  TAG_RULE_SCOPES,
  type Tag,
  type TagKind,
} from '../../../shared/schemas/tags.ts';
import {
  allState,
  EmptyState,
  LoadingRows,
  PageHeading,
  QueryError,
  SelectionBar,
  useSelection,
} from '../../components/list-parts.tsx';
import { deleteItem, editItem, RowMenu } from '../../components/row-menu.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { ItemDialog } from '../../components/item-dialog.tsx';
import { pageTitle } from '../../lib/brand.ts';
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
    <PageContainer width="list">
      <title>{pageTitle(words.title)}</title>
      <PageHeading title={words.title} description={description} className="min-w-0 flex-1 basis-72">
        <Button onClick={() => setDialog({ kind: 'edit', tag: null })}>
          <Plus aria-hidden />
          Add {words.one}
        </Button>
      </PageHeading>
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
    </PageContainer>
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
      {chosen.length > 0 ? (
        <SelectionBar label={`Selected ${words.many}`} count={chosen.length} onClear={selection.clear}>
          <Button
            size="sm"
            variant="outline"
            disabled={bulkUpdate.isPending}
            onClick={() => setPublished(true)}
          >
            Publish
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={bulkUpdate.isPending}
            onClick={() => setPublished(false)}
          >
            Unpublish
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={bulkUpdate.isPending}
            onClick={() => onSetRoles(chosen)}
          >
            Set roles
          </Button>
        </SelectionBar>
      ) : null}
      <Table>
        <TableHeader>
          <TableRow>
            {selectable ? (
              <TableHead className="w-10">
                <Checkbox
                  aria-label={`Select all ${words.many}`}
                  checked={allState(chosen.length, tags.length)}
                  onCheckedChange={(on) =>
                    on === true ? selection.setAll(tags.map((t) => t.id)) : selection.clear()
                  }
                />
              </TableHead>
            ) : null}
            <TableHead>Name</TableHead>
            {kind === 'nutrition' ? <TableHead className="hidden md:table-cell">Rules</TableHead> : null}
            <TableHead className="hidden sm:table-cell">Shown to</TableHead>
            <TableHead className="hidden sm:table-cell">Status</TableHead>
            <TableHead actions />
          </TableRow>
        </TableHeader>
        <TableBody>
          {tags.map((tag) => (
            <TableRow key={tag.id} data-state={selection.selected.has(tag.id) ? 'selected' : undefined}>
              {selectable ? (
                <TableCell>
                  <Checkbox
                    aria-label={`Select ${tag.name}`}
                    checked={selection.selected.has(tag.id)}
                    onCheckedChange={(on) => selection.toggle(tag.id, on === true)}
                  />
                </TableCell>
              ) : null}
              <TableCell className="align-top">
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
              </TableCell>
              {kind === 'nutrition' ? (
                <TableCell className="hidden align-top text-neutral-700 md:table-cell">
                  <RulesSummary tag={tag} />
                </TableCell>
              ) : null}
              <TableCell className="hidden align-top text-neutral-700 sm:table-cell">
                {describeTagRoles(tag.roles)}
              </TableCell>
              <TableCell className="hidden align-top sm:table-cell">
                <Badge variant={tag.published ? 'success' : 'secondary'}>
                  {tag.published ? 'Published' : 'Unpublished'}
                </Badge>
              </TableCell>
              <TableCell className="text-right align-top">
                <RowMenu
                  name={tag.name}
                  items={[editItem(() => onEdit(tag)), deleteItem(() => onDelete(tag))]}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
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
