import {
  departmentKey,
  outstandingErrors,
  type PeopleImportPreview,
  type PeopleImportResult,
} from '@topgear/shared/people-import';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useImportPeople } from '../api/import-people';
import { usePreviewPeopleImport } from '../api/preview-people-import';
import { ImportPreviewTable } from './import-preview-table';
import { NewDepartments } from './new-departments';
import { PeopleFileField, type PeopleFile } from './people-file-field';

const count = (value: number, one: string, many: string) => `${value.toLocaleString('en')} ${value === 1 ? one : many}`;

/** A file-level problem names the `csv` field: the message for it, else the request's own. */
const failureOf = (error: unknown) => (error instanceof ApiError && error.fields.csv) || errorMessage(error);

function PreviewSummary({ counts }: { counts: PeopleImportPreview['counts'] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
      <li>{count(counts.invite, 'person to invite', 'people to invite')}</li>
      <li>{count(counts.update, 'person to update', 'people to update')}</li>
      <li>{count(counts.unchanged, 'person unchanged', 'people unchanged')}</li>
    </ul>
  );
}

function ImportDone({ result }: { result: PeopleImportResult }) {
  const parts = [
    count(result.updated, 'person updated', 'people updated'),
    count(result.invited, 'person invited', 'people invited'),
    count(result.unchanged, 'person unchanged', 'people unchanged'),
    ...(result.departmentsCreated > 0
      ? [count(result.departmentsCreated, 'department created', 'departments created')]
      : []),
  ];
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
      <p className="font-semibold">Imported: {parts.join(', ')}.</p>
      <p className="mt-1 text-sm">
        The people invited get a mail with a link to join; they take their place when they do.{' '}
        <Link to={paths.dashboard.people.getHref()} className="font-medium underline">
          See the people
        </Link>
      </p>
    </div>
  );
}

/**
 * Importing people: choose or paste a CSV file, preview every row with its errors, tick the new
 * departments to create, then import it in one go. What was chosen stays after a failure; an
 * import the server refuses (the company changed since the preview) previews the file again.
 */
export function PeopleImportScreen() {
  const [file, setFile] = useState<PeopleFile | null>(null);
  const [createDepartments, setCreateDepartments] = useState<ReadonlySet<string>>(new Set());
  const preview = usePreviewPeopleImport();
  const importing = useImportPeople();

  const choose = (next: PeopleFile | null) => {
    setFile(next);
    setCreateDepartments(new Set());
    preview.reset();
    importing.reset();
  };

  const checked = preview.data;
  const blocked = checked ? checked.rows.filter((row) => outstandingErrors(row, createDepartments).length > 0) : [];

  const runImport = () => {
    if (!file || !checked) return;
    importing.mutate(
      {
        csv: file.text,
        createDepartments: checked.unknownDepartments.filter((name) => createDepartments.has(departmentKey(name))),
      },
      {
        onSuccess: () => preview.reset(),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'IMPORT_HAS_ERRORS') preview.mutate(file.text);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <TitledSection title="1. The file">
        <div className="flex flex-col gap-4">
          <PeopleFileField file={file} onChoose={choose} />
          <Button
            className="self-start"
            disabled={!file}
            loading={preview.isPending}
            onClick={() => {
              importing.reset();
              if (file) preview.mutate(file.text);
            }}
          >
            Preview
          </Button>
          {preview.isError && <FormAlert message={failureOf(preview.error)} />}
        </div>
      </TitledSection>

      {checked && (
        <TitledSection title="2. Preview">
          <div className="flex flex-col gap-4">
            <PreviewSummary counts={checked.counts} />
            {checked.unknownDepartments.length > 0 && (
              <NewDepartments
                names={checked.unknownDepartments}
                chosen={createDepartments}
                onChange={setCreateDepartments}
              />
            )}
            <ImportPreviewTable key={preview.submittedAt} rows={checked.rows} createDepartments={createDepartments} />
          </div>
        </TitledSection>
      )}

      {checked && (
        <TitledSection title="3. Import">
          <div className="flex flex-col gap-3">
            {blocked.length > 0 ? (
              <p className="text-sm font-medium text-red-800">
                {count(blocked.length, 'row has', 'rows have')} errors. Correct the file and preview it again: nothing
                is imported while any row has one.
              </p>
            ) : (
              <p className="text-sm text-slate-700">
                Everything is written at once, or nothing: existing people are updated and new emails invited.
              </p>
            )}
            <Button
              className="self-start"
              disabled={blocked.length > 0 || preview.isPending}
              loading={importing.isPending}
              onClick={runImport}
            >
              Import {count(checked.rows.length, 'person', 'people')}
            </Button>
            {importing.isError && <FormAlert message={errorMessage(importing.error)} />}
          </div>
        </TitledSection>
      )}

      {importing.data && <ImportDone result={importing.data} />}
    </div>
  );
}
