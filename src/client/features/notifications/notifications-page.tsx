import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Pencil, Send, Trash2 } from 'lucide-react';
import { ROLE_LABELS, ROLES, type Role } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { ZNotificationContent, type NotificationItem } from '../../../shared/schemas/notifications.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextAreaField } from '../../components/ui/form-fields.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorText, serverFieldErrors, validate, type FieldErrors } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { RoleCheckboxes } from '../tags/role-checkboxes.tsx';
import { ConfirmDialog } from '../../components/dialogs.tsx';
import { toastCallbacks } from '../../components/mutation-toasts.ts';

interface Draft {
  id?: string;
  title: string;
  body: string;
  link: string;
  roles: Role[];
}

const EMPTY: Draft = { title: '', body: '', link: '', roles: [] };

function rolesText(roles: readonly Role[]): string {
  if (roles.length === ROLES.length) return 'Everyone';
  return roles.map((r) => ROLE_LABELS[r]).join(', ');
}

/**
 * Notifications (admin, SPEC §2, §6): write a push message with a title, text and a link into the app,
 * pick any of the six roles, keep it as a draft or send it to every device of those roles that allowed
 * notifications (decision 029).
 */
export function NotificationsPage() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useQuery();

  const onError = (error: unknown) => {
    toast.error(
      errorText(error) === messages.somethingWentWrongTryAgain
        ? messages.somethingWentWrong
        : errorText(error),
    );
    setErrors(serverFieldErrors(error));
  };
  const save = trpc.notifications.saveDraft.useMutation({
    onSuccess: async (result) => {
      toast.success(messages[result.messageKey]);
      setDraft((d) => ({ ...d, id: result.id }));
      await utils.notifications.list.invalidate();
    },
    onError,
  });
  const send = trpc.notifications.send.useMutation({
    onSuccess: async (result) => {
      toast.success(messages[result.messageKey]);
      setConfirming(false);
      setDraft(EMPTY);
      await utils.notifications.list.invalidate();
    },
    onError: (error) => {
      setConfirming(false);
      onError(error);
    },
  });

  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  /** Props for the text field of `field`; editing it clears its error. */
  const bind = (field: 'title' | 'body' | 'link') => ({
    name: field,
    value: draft[field],
    error: errors[field] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change({ [field]: event.target.value }),
  });
  const checked = () => {
    const result = validate(ZNotificationContent, draft);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? { ...result.data, id: draft.id } : null;
  };
  const handleSave = () => {
    const input = checked();
    if (input) save.mutate(input);
  };
  const handleSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checked()) setConfirming(true);
  };

  const drafts = list.data?.filter((n) => n.status === 'draft') ?? [];
  const sent = list.data?.filter((n) => n.status !== 'draft') ?? [];

  return (
    <TitledPage
      width="form"
      title="Notifications"
      description="Push messages reach the phones and computers where people allowed notifications in their Profile."
    >
      <Card>
        <CardHeader>
          <CardTitle>{draft.id ? 'Edit draft' : 'Write a notification'}</CardTitle>
          <CardDescription>A short title, a line of text, and the screen it opens.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={handleSend} noValidate className="grid gap-5">
            <Field label="Title" maxLength={80} {...bind('title')} />
            <TextAreaField
              label="Message"
              id="notification-body"
              rows={3}
              maxLength={240}
              {...bind('body')}
            />
            <Field
              label="Link"
              placeholder="/recipes"
              hint="The screen the notification opens, such as /recipes. Empty opens Home."
              {...bind('link')}
            />
            <RoleCheckboxes
              legend="Send to"
              hint="Everyone of these roles who allowed notifications."
              choices={ROLES}
              value={draft.roles}
              error={errors.roles ?? null}
              onChange={(roles) => change({ roles })}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={send.isPending}>
                <Send aria-hidden /> Send notification
              </Button>
              <Button type="button" variant="outline" disabled={save.isPending} onClick={handleSave}>
                Save draft
              </Button>
              {draft.id || draft.title || draft.body ? (
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    setDraft(EMPTY);
                    setErrors({});
                  }}
                >
                  New notification
                </Button>
              ) : null}
            </div>
          </form>
        </CardContent>
      </Card>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this notification?"
        description={`“${draft.title}” goes to ${rolesText(draft.roles)} at once. It cannot be taken back.`}
        confirmLabel="Send"
        tone="default"
        pending={send.isPending}
        onConfirm={() => {
          const input = checked();
          if (input) send.mutate(input);
        }}
      />

      <NotificationList
        title="Drafts"
        empty="No drafts. Write a notification above and save it to send it later."
        items={drafts}
        pending={list.isPending}
        error={list.isError ? errorText(list.error) : null}
        onEdit={(item) => {
          setDraft({
            id: item.id,
            title: item.title,
            body: item.body,
            link: item.link === '/' ? '' : item.link,
            roles: item.roles,
          });
          setErrors({});
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
      <NotificationList
        title="Sent"
        empty="Nothing sent yet."
        items={sent}
        pending={list.isPending}
        error={null}
      />
    </TitledPage>
  );
}

function NotificationList(props: {
  title: string;
  empty: string;
  items: NotificationItem[];
  pending: boolean;
  error: string | null;
  onEdit?: (item: NotificationItem) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {props.pending ? <Skeleton className="h-16" /> : null}
        {props.error ? <p className="text-red-700">{props.error}</p> : null}
        {!props.pending && !props.error && props.items.length === 0 ? (
          <p className="text-sm text-neutral-600">{props.empty}</p>
        ) : null}
        <ul className="grid divide-y divide-neutral-100">
          {props.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-neutral-900">{item.title}</p>
                {item.body ? <p className="text-sm break-words text-neutral-700">{item.body}</p> : null}
                <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-neutral-500">
                  <span>To {rolesText(item.roles)}</span>
                  <span>Opens {item.link === '/' ? 'Home' : item.link}</span>
                  {item.status === 'draft' ? (
                    <span>Saved {formatDate(item.updatedAt)}</span>
                  ) : (
                    <span>
                      {item.sentAt ? `Sent ${formatDate(item.sentAt)}` : 'Sending'} ·{' '}
                      {item.devices === 1 ? '1 device' : `${item.devices} devices`}, {item.delivered}{' '}
                      delivered
                    </span>
                  )}
                </p>
              </div>
              {item.status === 'sending' ? <Badge>Sending</Badge> : null}
              {props.onEdit ? (
                <div className="flex gap-1">
                  <Button variant="outline" size="sm" onClick={() => props.onEdit?.(item)}>
                    <Pencil aria-hidden /> Edit
                  </Button>
                  <DeleteDraftButton item={item} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function DeleteDraftButton({ item }: { item: NotificationItem }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const remove = trpc.notifications.deleteDraft.useMutation(
    toastCallbacks(async () => {
      setOpen(false);
      await utils.notifications.list.invalidate();
    }),
  );
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete draft ${item.title}`}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this draft?"
        description={`“${item.title}” will be gone for good.`}
        confirmLabel="Delete draft"
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: item.id })}
      />
    </>
  );
}
