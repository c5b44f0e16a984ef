import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ebooksQueryKey } from './get-ebooks';

export const removeEbook = (id: string) => api<undefined>(`/ebooks/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveEbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEbook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ebooksQueryKey }),
  });
}
