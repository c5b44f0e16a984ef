import type { OrgUnitKind } from '@topgear/shared/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORG_UNIT_PATHS, orgUnitsQueryKey } from './get-org-units';

export const deleteOrgUnit = (kind: OrgUnitKind, id: string) =>
  api<undefined>(`${ORG_UNIT_PATHS[kind]}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Deletes a department (or team); one with active people in it is a 409 whose message says what to do. */
export function useDeleteOrgUnit(kind: OrgUnitKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteOrgUnit(kind, id),
    // Settled, not succeeded: a 409 means someone joined since the list was loaded.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgUnitsQueryKey }),
  });
}
