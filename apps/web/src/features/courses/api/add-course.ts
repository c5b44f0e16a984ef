import type { Course, CourseInput } from '@topgear/shared/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coursesQueryKey } from './get-courses';

export const addCourse = (course: CourseInput) => api<Course>('/courses', { method: 'POST', body: course });

export function useAddCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}
