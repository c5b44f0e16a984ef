import type { Calibration, CalibrationQuery } from '@topgear/shared/review-calibration';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query about a cycle's calibration starts with this key, so a change refreshes each filtered table. */
export const calibrationQueryKey = (cycleId: string) => ['review-calibration', cycleId] as const;

const searchOf = (filters: CalibrationQuery) => {
  const search = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search === '' ? '' : `?${search}`;
};

/**
 * The people I calibrate in a cycle, narrowed by `filters`: each one's ratings side by side, score
 * and final rating. 409 `NOT_CALIBRATING` before writing closes; 404 for a manager with nobody in
 * it. A new filter keeps the last table on screen until its own arrives.
 */
export const useCalibration = (cycleId: string, filters: CalibrationQuery) =>
  useQuery({
    queryKey: [...calibrationQueryKey(cycleId), filters],
    queryFn: ({ signal }) =>
      api<Calibration>(`/review-cycles/${encodeURIComponent(cycleId)}/calibration${searchOf(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
