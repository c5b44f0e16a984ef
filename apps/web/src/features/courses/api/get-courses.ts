import type { Course } from '@topgear/shared/courses';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const coursesQueryKey = ['courses'] as const;

export const useCourses = (pageSize: number) =>
  useInfiniteQuery(pagedListOptions<Course>(coursesQueryKey, '/courses', { pageSize }));
