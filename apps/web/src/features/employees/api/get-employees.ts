import type { Employee, EmployeePage } from '@topgear/shared/employees';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const employeesQueryKey = ['employees'] as const;

const directoryOptions = () =>
  pagedListOptions<Employee, EmployeePage>([...employeesQueryKey, 'list'], '/employees', { pageSize: 24 });

/** The directory, alphabetically, a page at a time. */
export const useEmployees = () => useInfiniteQuery(directoryOptions());

/** How many people the directory holds: read from the same pages as `useEmployees`, no request of its own. */
export const useDirectorySize = () =>
  useInfiniteQuery({ ...directoryOptions(), select: (data) => data.pages[0]?.total ?? 0 });
