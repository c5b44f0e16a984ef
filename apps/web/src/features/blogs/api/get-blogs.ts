import type { Blog } from '@topgear/shared/blogs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const blogsQueryKey = ['blogs'] as const;

/** Blogs newest first, `pageSize` at a time. */
export const blogsQueryOptions = (pageSize: number) => pagedListOptions<Blog>(blogsQueryKey, '/blogs', { pageSize });

export const useBlogs = (pageSize: number) => useInfiniteQuery(blogsQueryOptions(pageSize));
