import { ScreenHeading } from '@/components/ui/screen-heading';
import { PeopleFilterBar } from '@/features/people/components/people-filter-bar';
import { PeopleList } from '@/features/people/components/people-list';
import { useAddressFilters } from '@/features/people/hooks/use-address-filters';

/** People: everyone active, searchable and filterable; the search and filters live in the address. */
export function Component() {
  const [filters, setFilters] = useAddressFilters();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>People · TopGear Perform</title>
      <ScreenHeading title="People">
        Everyone at the company: find someone by name, job title or department, or see who reports to a manager.
      </ScreenHeading>
      <PeopleFilterBar filters={filters} onChange={setFilters} />
      <PeopleList filters={filters} />
    </div>
  );
}
