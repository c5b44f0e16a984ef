import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { blogsQueryKey } from './get-blogs';

export const removeBlog = (id: string) => api<undefined>(`/blogs/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogsQueryKey }),
  });
}
