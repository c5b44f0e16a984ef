import type { OrgUnit, OrgUnitInput, OrgUnitKind } from '@topgear/shared/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORG_UNIT_PATHS, orgUnitsQueryKey } from './get-org-units';

export interface OrgUnitChange {
  id: string;
  changes: Partial<OrgUnitInput>;
}

export const updateOrgUnit = (kind: OrgUnitKind, { id, changes }: OrgUnitChange) =>
  api<OrgUnit>(`${ORG_UNIT_PATHS[kind]}/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

/** Renames a department (or team) or changes its head. */
export function useUpdateOrgUnit(kind: OrgUnitKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrgUnitChange) => updateOrgUnit(kind, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgUnitsQueryKey }),
  });
}
