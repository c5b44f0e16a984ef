import type { Profile } from '@topgear/shared/my-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const profileQueryKey = ['my-account', 'profile'] as const;

export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) => api<Profile>('/account/profile', { signal });

export const useProfile = () => useQuery(queryOptions({ queryKey: profileQueryKey, queryFn: getProfile }));
