import type { PeopleImportPreview, PeopleImportRequest } from '@topgear/shared/people-import';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const previewPeopleImport = (csv: string) =>
  api<PeopleImportPreview>('/people/import/preview', {
    method: 'POST',
    body: { csv } satisfies PeopleImportRequest,
  });

/** Checks a people file on the server: every row with what importing it would do and its errors. Writes nothing. */
export const usePreviewPeopleImport = () => useMutation({ mutationFn: previewPeopleImport });
