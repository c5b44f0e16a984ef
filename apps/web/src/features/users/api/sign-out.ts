import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const signOut = () => api<void>('/auth/sign-out', { method: 'POST' });

/** The caller forgets the session (see useLogout): it has to leave guarded pages first. */
export const useSignOut = () => useMutation({ mutationFn: signOut });
