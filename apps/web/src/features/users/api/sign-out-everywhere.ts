import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const signOutEverywhere = (id: string) =>
  api<undefined>(`/users/${encodeURIComponent(id)}/sign-out-everywhere`, { method: 'POST' });

/** Ends every session of someone; nothing the list shows changes. */
export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
