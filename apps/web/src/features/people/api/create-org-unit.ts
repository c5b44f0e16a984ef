import type { OrgUnit, OrgUnitInput, OrgUnitKind } from '@topgear/shared/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORG_UNIT_PATHS, orgUnitsQueryKey } from './get-org-units';

export const createOrgUnit = (kind: OrgUnitKind, unit: OrgUnitInput) =>
  api<OrgUnit>(ORG_UNIT_PATHS[kind], { method: 'POST', body: unit });

/** Creates a department (or team); a name taken in any case is a 409 on `name`. */
export function useCreateOrgUnit(kind: OrgUnitKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unit: OrgUnitInput) => createOrgUnit(kind, unit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgUnitsQueryKey }),
  });
}
