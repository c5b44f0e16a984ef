import type { OrgUnit, OrgUnitKind } from '@topgear/shared/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Departments and teams: every query about them starts with this key, so a change refreshes them all. */
export const orgUnitsQueryKey = ['org-units'] as const;

/** Where each kind is kept in the API. */
export const ORG_UNIT_PATHS: Record<OrgUnitKind, string> = { department: '/departments', team: '/teams' };

/** The departments (or teams) alphabetically, with their head and number of active people. */
export const useOrgUnits = (kind: OrgUnitKind) =>
  useQuery({
    queryKey: [...orgUnitsQueryKey, kind],
    queryFn: ({ signal }) => api<OrgUnit[]>(ORG_UNIT_PATHS[kind], { signal }),
  });
