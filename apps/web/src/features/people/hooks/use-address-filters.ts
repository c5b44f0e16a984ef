import { useSearchParams } from 'react-router';
import type { PeopleFilters } from '../api/get-people';

/**
 * The people list's search and filters, kept in the address (`?q=&departmentId=&managerId=`) so a
 * filtered list can be shared and the Back button returns to the one before.
 */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const filters: PeopleFilters = {
    q: (params.get('q') ?? '').trim(),
    departmentId: params.get('departmentId') ?? '',
    managerId: params.get('managerId') ?? '',
  };
  const setFilters = (changes: Partial<PeopleFilters>) =>
    setParams(Object.fromEntries(Object.entries({ ...filters, ...changes }).filter(([, value]) => value !== '')));
  return [filters, setFilters] as const;
}
