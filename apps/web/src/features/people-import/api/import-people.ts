import type { PeopleImportRequest, PeopleImportResult } from '@topgear/shared/people-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const importPeople = (request: PeopleImportRequest) =>
  api<PeopleImportResult>('/people/import', { method: 'POST', body: request });

/**
 * Imports a people file in one go. Afterwards every cached answer is stale: an import may change
 * anyone's names, department and manager, and add departments, so the people list, pages, the
 * org chart and the departments are all read again.
 */
export function useImportPeople() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importPeople, onSuccess: () => queryClient.invalidateQueries() });
}
