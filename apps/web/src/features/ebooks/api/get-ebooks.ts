import type { Ebook, EbookSeries } from '@topgear/shared/ebooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const ebooksQueryKey = ['ebooks'] as const;

/** One series' ebooks in reading order, `pageSize` at a time. */
export const ebooksQueryOptions = (series: EbookSeries, pageSize: number) =>
  pagedListOptions<Ebook>(ebooksQueryKey, '/ebooks', { pageSize, params: { series } });

export const useEbooks = (series: EbookSeries, pageSize: number) =>
  useInfiniteQuery(ebooksQueryOptions(series, pageSize));
