import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coursesQueryKey } from './get-courses';

export const deleteCourse = (id: string) => api<undefined>(`/courses/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}
