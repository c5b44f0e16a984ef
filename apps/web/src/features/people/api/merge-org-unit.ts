import type { OrgUnit, OrgUnitKind } from '@topgear/shared/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORG_UNIT_PATHS, orgUnitsQueryKey } from './get-org-units';

export interface OrgUnitMerge {
  /** The unit whose people move, and which is then deleted. */
  id: string;
  intoId: string;
}

export const mergeOrgUnit = (kind: OrgUnitKind, { id, intoId }: OrgUnitMerge) =>
  api<OrgUnit>(`${ORG_UNIT_PATHS[kind]}/${encodeURIComponent(id)}/merge`, { method: 'POST', body: { intoId } });

/** Moves everyone in one department (or team) into another and deletes the first. */
export function useMergeOrgUnit(kind: OrgUnitKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (merge: OrgUnitMerge) => mergeOrgUnit(kind, merge),
    // Settled, not succeeded: a 404 means the list was stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgUnitsQueryKey }),
  });
}
