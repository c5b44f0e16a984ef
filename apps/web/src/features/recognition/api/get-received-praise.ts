import type { Praise } from '@topgear/shared/recognition';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

/** Every query of what a person received: a praise given changes their lists and their counts. */
export const receivedPraiseKey = (personId: string) => ['received-praise', personId] as const;

const PAGE_SIZE = 10;

/** What the person received that I may read, newest first; `valueId` narrows it to a value, or `none`. */
export const useReceivedPraise = (personId: string, valueId: string | undefined) =>
  useInfiniteQuery(
    pagedListOptions<Praise>(
      [...receivedPraiseKey(personId), 'list'],
      `/people/${encodeURIComponent(personId)}/praise`,
      {
        pageSize: PAGE_SIZE,
        params: valueId === undefined ? {} : { valueId },
      },
    ),
  );
