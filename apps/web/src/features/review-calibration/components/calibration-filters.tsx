import type { Calibration } from '@topgear/shared/review-calibration';
import { SelectField } from '@/components/ui/field';
import type { FilterName } from '../hooks/use-calibration-filters';

interface CalibrationFiltersProps {
  calibration: Calibration;
  filters: Partial<Record<FilterName, string>>;
  onChange: (name: FilterName, value: string) => void;
}

/** Narrows the table, the chart and the 9-box to a department, a manager's people, or both. */
export function CalibrationFilters({ calibration, filters, onChange }: CalibrationFiltersProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <SelectField
        label="Department"
        placeholder="All departments"
        options={calibration.departments.map(({ id, name }) => ({ value: id, label: name }))}
        value={filters.departmentId ?? ''}
        onChange={(event) => onChange('departmentId', event.target.value)}
      />
      <SelectField
        label="Manager"
        placeholder="All managers"
        options={calibration.managers.map(({ id, name }) => ({ value: id, label: name }))}
        value={filters.managerId ?? ''}
        onChange={(event) => onChange('managerId', event.target.value)}
      />
    </div>
  );
}
