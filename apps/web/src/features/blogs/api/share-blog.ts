import type { Blog, BlogInput } from '@topgear/shared/blogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { blogsQueryKey } from './get-blogs';

export const shareBlog = (blog: BlogInput) => api<Blog>('/blogs', { method: 'POST', body: blog });

/** Shares a blog; every list of blogs (the blog page, the home teaser) shows it next time it is read. */
export function useShareBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogsQueryKey }),
  });
}
