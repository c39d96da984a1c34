import { useState } from 'react';
import { Building2, Plus } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { COMPANY_NAME_MAX, ZCompanyInput, type Company } from '../../../shared/schemas/clients.ts';
import { deleteItem, editItem, RowMenu } from '../../components/row-menu.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { trpc } from '../../lib/trpc.ts';
import type { FieldErrors } from '../../lib/errors.ts';
import { useForm, type BoundField } from '../../lib/use-form.ts';
import { ConfirmDialogContent, FormDialogContent } from '../../components/dialogs.tsx';
import { InlineFieldForm } from '../../components/inline-field-form.tsx';
import { showFormError } from '../../components/mutation-toasts.ts';
import { submitValues } from '../../components/checked-submit.ts';
import { useClientCallbacks } from './client-dialogs.tsx';

type OpenDialog = { kind: 'rename' | 'delete'; company: Company } | null;

const clientsOf = (n: number) => (n === 0 ? 'No clients' : n === 1 ? '1 client' : `${n} clients`);

/** Shows the result's message and refreshes the companies and the clients naming them. */
/**
 * Companies (SPEC §3 Company, decision 034): the professional's corporate clients, added by name, renamed
 * and deleted here; a client's folder names one, and the list above can show one company's clients.
 */
export function CompaniesSection({ onShowClients }: { onShowClients: (companyId: string) => void }) {
  const list = trpc.companies.list.useQuery();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  return (
    <section aria-labelledby="companies-heading" className="grid gap-3">
      <div>
        <h2 id="companies-heading" className="text-lg font-semibold text-neutral-900">
          Companies
          {list.data && list.data.length > 0 ? (
            <span className="ml-2 text-sm font-normal text-neutral-500 tabular-nums">{list.data.length}</span>
          ) : null}
        </h2>
        <p className="text-sm text-neutral-600">
          Corporate clients whose staff you see: name the company on each client to keep them together.
        </p>
      </div>
      <AddCompanyForm />
      {list.isPending ? (
        <Skeleton className="h-16 rounded-2xl" />
      ) : list.isError ? (
        <p className="text-red-700">{messages.companiesError}</p>
      ) : list.data.length === 0 ? null : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {list.data.map((company) => (
            <li key={company.id}>
              <article
                aria-label={company.name}
                className="flex items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-3 pl-4"
              >
                <Building2 className="size-5 shrink-0 text-neutral-400" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-neutral-900">{company.name}</p>
                  <p className="text-sm text-neutral-600">{clientsOf(company.clientCount)}</p>
                </div>
                {company.clientCount > 0 ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Show the clients of ${company.name}`}
                    onClick={() => onShowClients(company.id)}
                  >
                    Show
                  </Button>
                ) : null}
                <RowMenu
                  name={company.name}
                  triggerClassName="size-9"
                  items={[
                    editItem(() => setDialog({ kind: 'rename', company }), 'Rename'),
                    deleteItem(() => setDialog({ kind: 'delete', company })),
                  ]}
                />
              </article>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && close()}>
        {dialog?.kind === 'rename' ? (
          <RenameCompanyDialog key={dialog.company.id} company={dialog.company} onDone={close} />
        ) : null}
        {dialog?.kind === 'delete' ? <DeleteCompanyDialog company={dialog.company} onDone={close} /> : null}
      </Dialog>
    </section>
  );
}

/** A company-name form's mutation: the company callbacks, and on failure the errors under the field. */
function useCompanyFormCallbacks(setErrors: (errors: FieldErrors) => void, onDone: () => void) {
  return { ...useClientCallbacks(onDone), onError: showFormError(setErrors) };
}

/** The company-name field of the add form and the rename dialog, bound to the form's `name`. */
function CompanyNameField(bound: BoundField) {
  return <Field label="Company name" autoComplete="organization" maxLength={COMPANY_NAME_MAX} {...bound} />;
}

function AddCompanyForm() {
  const form = useForm({ name: '' });
  const add = trpc.companies.add.useMutation(useCompanyFormCallbacks(form.setErrors, () => form.reset()));
  const handleSubmit = submitValues(form, ZCompanyInput, (data) => add.mutate(data));
  return (
    <InlineFieldForm
      onSubmit={handleSubmit}
      pending={add.isPending}
      button={
        <>
          <Plus aria-hidden />
          Add company
        </>
      }
    >
      <CompanyNameField {...form.bind('name')} />
    </InlineFieldForm>
  );
}

function RenameCompanyDialog({ company, onDone }: { company: Company; onDone: () => void }) {
  const form = useForm({ name: company.name });
  const rename = trpc.companies.rename.useMutation(useCompanyFormCallbacks(form.setErrors, onDone));
  const handleSubmit = submitValues(form, ZCompanyInput, (data) =>
    rename.mutate({ id: company.id, ...data }),
  );
  return (
    <FormDialogContent
      title={<span className="break-words">Rename {company.name}</span>}
      description="Its clients keep it under the new name."
      onSubmit={handleSubmit}
      submitLabel="Save name"
      disabled={rename.isPending}
      formClassName="grid gap-5"
    >
      <CompanyNameField {...form.bind('name')} />
    </FormDialogContent>
  );
}

function DeleteCompanyDialog({ company, onDone }: { company: Company; onDone: () => void }) {
  const remove = trpc.companies.delete.useMutation(useClientCallbacks(onDone));
  return (
    <ConfirmDialogContent
      title={`Delete ${company.name}?`}
      description={
        company.clientCount === 0
          ? 'No client names it.'
          : `Its ${clientsOf(company.clientCount).toLowerCase()} stay, with their plans, and name no company.`
      }
      confirmLabel="Delete company"
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: company.id })}
    />
  );
}
