import type { Insight, InsightGrouping } from '@topgear/shared/recognition';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recognitionKey } from './recognition-key';

export interface InsightRequest {
  by: InsightGrouping;
  /** The first and last months, YYYY-MM. */
  from: string;
  to: string;
}

/** Praise month by month, by value or by department; another choice keeps the chart until its own arrives. */
export const useInsight = (request: InsightRequest) =>
  useQuery({
    queryKey: [...recognitionKey, 'insight', request],
    queryFn: ({ signal }) =>
      api<Insight>(`/recognition/insight?${new URLSearchParams({ ...request }).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
