import type { Ebook, EbookInput } from '@topgear/shared/ebooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ebooksQueryKey } from './get-ebooks';

export const publishEbook = (ebook: EbookInput) => api<Ebook>('/ebooks', { method: 'POST', body: ebook });

export function usePublishEbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishEbook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ebooksQueryKey }),
  });
}
