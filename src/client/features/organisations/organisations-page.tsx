import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState, type FormEvent } from 'react';
import { Building2, Trash2 } from 'lucide-react';
import { DEFAULT_BRAND_COLOR } from '../../../shared/brand.ts';
import { messages } from '../../../shared/messages.ts';
import { ZOrganisationInput, type Organisation } from '../../../shared/schemas/organisations.ts';
import { AddButton, EmptyState, QueryList } from '../../components/list-parts.tsx';
import { ItemDialog } from '../../components/item-dialog.tsx';
import { toastCallbacks } from '../../components/mutation-toasts.ts';
import { Field } from '../../components/ui/field.tsx';
import { FieldRow } from '../../components/ui/form-fields.tsx';
import { Label } from '../../components/ui/label.tsx';
import { DataTable, RowButton, type DataColumn } from '../../components/table-data.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { errorText, serverFieldErrors, validate, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { uploadFile, UploadError } from '../../lib/upload.ts';
import { ConfirmDialogContent } from '../../components/dialogs.tsx';

/**
 * Organisations (admin, SPEC §2): the schools and groups students choose when they register. Their logo and
 * colour go on their students' documents.
 */
export function OrganisationsPage() {
  return (
    <TitledPage
      width="list"
      title="Organisations"
      description="Students choose one when they register; its logo and colour go on their documents."
    >
      <AddOrganisationForm />
      <OrganisationsTable />
    </TitledPage>
  );
}

function AddOrganisationForm() {
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [hexCode, setHexCode] = useState<string>(DEFAULT_BRAND_COLOR);
  const [logo, setLogo] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // SPEC §8: a failure to add an organisation is an error state of the form, not a toast.
  const [failure, setFailure] = useState<string | null>(null);
  const add = trpc.organisations.add.useMutation();
  const busy = add.isPending || progress !== null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = validate(ZOrganisationInput, { name, hexCode });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    try {
      let logoUploadId: string | undefined;
      if (logo) {
        setProgress(0);
        logoUploadId = (await uploadFile('logos', logo, setProgress)).id;
      }
      const result = await add.mutateAsync({ ...checked.data, ...(logoUploadId ? { logoUploadId } : {}) });
      toast.success(messages[result.messageKey]);
      setName('');
      setHexCode(DEFAULT_BRAND_COLOR);
      setLogo(null);
      setFileInputKey((k) => k + 1);
      await utils.organisations.list.invalidate();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(error instanceof UploadError ? error.message : errorText(error));
    } finally {
      setProgress(null);
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-labelledby="add-organisation-heading"
      className="grid gap-4 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <h2 id="add-organisation-heading" className="text-lg font-semibold text-neutral-900">
        Add an organisation
      </h2>
      <FieldRow className="gap-4">
        <Field
          label="Name"
          name="name"
          placeholder="e.g. Tasman University"
          autoComplete="off"
          value={name}
          error={errors.name ?? null}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="grid content-start gap-1.5">
          <Label htmlFor="organisation-colour">Colour</Label>
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick the colour"
              value={/^#[0-9a-f]{6}$/i.test(hexCode) ? hexCode : DEFAULT_BRAND_COLOR}
              onChange={(event) => setHexCode(event.target.value)}
              className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-neutral-300 bg-white p-1"
            />
            <input
              id="organisation-colour"
              name="hexCode"
              value={hexCode}
              onChange={(event) => setHexCode(event.target.value)}
              aria-invalid={errors.hexCode ? true : undefined}
              aria-describedby={errors.hexCode ? 'organisation-colour-error' : undefined}
              className="h-10 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 font-mono text-sm"
            />
          </div>
          {errors.hexCode ? (
            <p id="organisation-colour-error" className="text-sm font-medium text-red-700">
              {errors.hexCode}
            </p>
          ) : null}
        </div>
      </FieldRow>
      <div className="grid gap-1.5">
        <Label htmlFor="organisation-logo">Logo (optional)</Label>
        <input
          key={fileInputKey}
          id="organisation-logo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
          className="text-sm text-neutral-700 file:mr-3 file:rounded-lg file:border-0 file:bg-neutral-100 file:px-3 file:py-2 file:font-medium file:text-neutral-800 hover:file:bg-neutral-200"
        />
        <p className="text-sm text-neutral-600">JPEG, PNG or WebP; shown on students’ documents.</p>
      </div>
      {progress !== null && logo ? <UploadProgress value={progress} label={logo.name} /> : null}
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <div>
        <AddButton type="submit" disabled={busy}>
          Add organisation
        </AddButton>
      </div>
    </form>
  );
}

const ORGANISATION_COLUMNS: DataColumn<Organisation>[] = [
  {
    header: 'Organisation',
    cell: (organisation) => (
      <div className="flex items-center gap-3">
        <div
          className="flex h-10 w-14 shrink-0 items-center justify-center overflow-hidden rounded-md border border-neutral-200 bg-neutral-50"
          style={{ borderBottom: `4px solid ${organisation.hexCode}` }}
        >
          {organisation.logoUrl ? (
            <img
              src={organisation.logoUrl}
              alt={`${organisation.name} logo`}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <Building2 className="size-5 text-neutral-400" aria-hidden />
          )}
        </div>
        <span className="font-medium break-words text-neutral-900">{organisation.name}</span>
      </div>
    ),
  },
  {
    header: 'Colour',
    hideBelow: 'sm',
    cell: (organisation) => (
      <span className="inline-flex items-center gap-2 font-mono text-sm">
        <span
          className="size-4 rounded-full border border-neutral-300"
          style={{ backgroundColor: organisation.hexCode }}
          aria-hidden
        />
        {organisation.hexCode}
      </span>
    ),
  },
  {
    header: 'Students',
    align: 'right',
    className: 'tabular-nums',
    cell: (organisation) => organisation.members,
  },
];

function OrganisationsTable() {
  const list = trpc.organisations.list.useQuery();
  const utils = trpc.useUtils();
  const [deleting, setDeleting] = useState<Organisation | null>(null);
  const remove = trpc.organisations.delete.useMutation(
    toastCallbacks(() => {
      setDeleting(null);
      void utils.organisations.list.invalidate();
    }),
  );

  return (
    <QueryList
      query={list}
      items={(organisations) => organisations}
      loading={{ label: 'Loading organisations…', rows: 3, rowClassName: 'h-14 rounded-lg' }}
      empty={
        <EmptyState>
          No organisations yet. Add the first above: students cannot register until there is one to choose.
        </EmptyState>
      }
    >
      {(organisations) => (
        <>
          <DataTable
            rows={organisations}
            columns={ORGANISATION_COLUMNS}
            actions={(organisation) => (
              <RowButton
                icon={Trash2}
                label={`Delete ${organisation.name}`}
                destructive
                onClick={() => setDeleting(organisation)}
              />
            )}
          />
          <ItemDialog item={deleting} onClose={() => setDeleting(null)}>
            {(organisation) => (
              <ConfirmDialogContent
                title={`Delete ${organisation.name}?`}
                description={
                  organisation.members > 0
                    ? `Its ${organisation.members} student${organisation.members === 1 ? '' : 's'} keep their accounts and colour, but their documents lose its logo.`
                    : 'It will no longer be offered to students who register.'
                }
                confirmLabel="Delete organisation"
                pending={remove.isPending}
                onConfirm={() => remove.mutate({ id: organisation.id })}
              />
            )}
          </ItemDialog>
        </>
      )}
    </QueryList>
  );
}
