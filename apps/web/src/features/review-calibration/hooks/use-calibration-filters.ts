import type { CalibrationQuery } from '@topgear/shared/review-calibration';
import { useSearchParams } from 'react-router';

export type FilterName = keyof CalibrationQuery;

/**
 * The table's filters, kept in the address so that a filtered table can be shared or reloaded.
 * Each change replaces the address rather than adding to the history: Back leaves the page.
 */
export function useCalibrationFilters() {
  const [params, setParams] = useSearchParams();
  const filters: CalibrationQuery = {
    departmentId: params.get('departmentId') || undefined,
    managerId: params.get('managerId') || undefined,
  };
  const setFilter = (name: FilterName, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const clearFilters = () => setParams({}, { replace: true });
  return { filters, setFilter, clearFilters };
}
