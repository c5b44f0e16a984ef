import type { QuietReport } from '@topgear/shared/recognition';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recognitionKey } from './recognition-key';

/** My direct reports nobody praised lately. */
export const useQuietReports = () =>
  useQuery({
    queryKey: [...recognitionKey, 'quiet-reports'],
    queryFn: ({ signal }) => api<QuietReport[]>('/recognition/quiet-reports', { signal }),
  });
