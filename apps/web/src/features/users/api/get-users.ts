import type { ManagedUser } from '@topgear/shared/users';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const usersQueryKey = ['users'] as const;

/** Everyone, alphabetically, or those whose name or email contains `q`; 20 a page. */
export const useUsers = (q: string) =>
  useInfiniteQuery(
    pagedListOptions<ManagedUser>(usersQueryKey, '/users', { pageSize: 20, params: q === '' ? {} : { q } }),
  );
