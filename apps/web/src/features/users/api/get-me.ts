import type { Me, Session } from '@topgear/shared/users';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null for a visitor. */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me | null> {
  const { user } = await api<Session>('/session', { signal });
  return user;
}

// Personal: the server's page render never fetches it, so a rendered page suits every visitor.
export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, meta: { personal: true } });

export const useMe = () => useQuery(meQueryOptions());

/**
 * After signing in, registering or signing out: whatever was cached belonged to whoever used
 * this browser before, so it all goes, and the new session state is known without a request.
 */
export function replaceSession(queryClient: QueryClient, me: Me | null) {
  // Set first: components watching the session must hear of the change, which clear() would not tell them.
  queryClient.setQueryData(meQueryKey, me);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
}

/** The signed-in user, for screens behind RequireAuth (which loads it before they render). */
export function useCurrentUser(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser is only available behind RequireAuth');
  return data;
}
