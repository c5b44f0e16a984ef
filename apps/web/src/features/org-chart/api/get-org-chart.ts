import type { OrgChartNode } from '@topgear/shared/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { buildOrgTree } from '../tree';

/** Under the people's key, so a change to someone's placement (which invalidates `['people']`) refreshes the chart. */
export const orgChartQueryKey = ['people', 'org-chart'] as const;

export const getOrgChart = (signal?: AbortSignal) => api<OrgChartNode[]>('/org-chart', { signal });

/**
 * Every active person as a tree. The tree is built once per answer: `select` is a stable function,
 * so TanStack Query keeps its result until the data itself changes.
 */
export const useOrgChart = () =>
  useQuery({
    queryKey: orgChartQueryKey,
    queryFn: ({ signal }) => getOrgChart(signal),
    select: buildOrgTree,
  });
