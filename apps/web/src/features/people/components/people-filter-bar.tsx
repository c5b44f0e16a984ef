import { peopleQuerySchema, type PersonRef } from '@topgear/shared/people';
import X from 'lucide-react/icons/x';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { SearchBox } from '@/components/ui/search-box';
import type { PeopleFilters } from '../api/get-people';
import { useOrgUnits } from '../api/get-org-units';
import { usePerson } from '../api/get-person';
import { PersonPicker } from './person-picker';

const searchSchema = peopleQuerySchema.pick({ q: true });

const ALL = '';

interface FilterProps {
  filters: PeopleFilters;
  onChange: (changes: Partial<PeopleFilters>) => void;
}

function DepartmentFilter({ filters, onChange }: FilterProps) {
  const departments = useOrgUnits('department');
  return (
    <SelectField
      label="Department"
      value={filters.departmentId}
      options={[
        { value: ALL, label: departments.isError ? 'All departments (the list could not load)' : 'All departments' },
        ...(departments.data ?? []).map(({ id, name }) => ({ value: id, label: name })),
      ]}
      onChange={(event) => onChange({ departmentId: event.target.value })}
    />
  );
}

/** The manager named in the address, with their name once it has loaded. */
function useManagerRef(managerId: string): PersonRef | null {
  const manager = usePerson(managerId, { enabled: managerId !== '' });
  if (managerId === '') return null;
  return (
    manager.data ?? {
      id: managerId,
      name: manager.isError ? 'Unknown person' : 'Loading...',
      image: null,
      jobTitle: null,
    }
  );
}

function ManagerFilter({ filters, onChange }: FilterProps) {
  return (
    <PersonPicker
      label="Reports to"
      searchLabel="Find a manager"
      noneLabel="Anyone"
      chosen={useManagerRef(filters.managerId)}
      onChoose={(manager) => onChange({ managerId: manager?.id ?? '' })}
    />
  );
}

/** The people list's search box, its department and manager filters, and a way back to everyone. */
export function PeopleFilterBar({ filters, onChange }: FilterProps) {
  const filtered = filters.departmentId !== '' || filters.managerId !== '';
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <SearchBox
        label="Search people"
        placeholder="A name, job title or department"
        query={filters.q}
        onSearch={(q) => onChange({ q })}
        schema={searchSchema}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <DepartmentFilter filters={filters} onChange={onChange} />
        <ManagerFilter filters={filters} onChange={onChange} />
      </div>
      {filtered && (
        <Button
          variant="ghost"
          className="self-start px-2"
          onClick={() => onChange({ departmentId: '', managerId: '' })}
        >
          <X aria-hidden="true" className="size-4" />
          Clear filters
        </Button>
      )}
    </div>
  );
}
