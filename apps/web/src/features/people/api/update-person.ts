import type { Person, PersonUpdate } from '@topgear/shared/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peopleQueryKey } from './get-people';

export interface PersonChange {
  id: string;
  /** Only the fields that change; null clears one. */
  changes: PersonUpdate;
}

export const updatePerson = ({ id, changes }: PersonChange) =>
  api<Person>(`/people/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

/**
 * Administrators: a person's job title, department, team, manager, start date, location or work
 * phone. A new manager changes other pages too (the old and new manager's reports, the chart), so
 * everything about people is refreshed.
 */
export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKey }),
  });
}
