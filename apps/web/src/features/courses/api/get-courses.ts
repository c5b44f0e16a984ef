import type { Course } from '@topgear/shared/courses';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const coursesQueryKey = ['courses'] as const;

export const coursesQueryOptions = (pageSize: number) =>
  pagedListOptions<Course>(coursesQueryKey, '/courses', { pageSize });

export const useCourses = (pageSize: number) => useInfiniteQuery(coursesQueryOptions(pageSize));
