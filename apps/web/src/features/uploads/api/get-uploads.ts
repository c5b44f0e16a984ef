import type { Upload, UploadZone } from '@topgear/shared/uploads';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const uploadsQueryKey = ['uploads'] as const;

/** One zone's list: `pagedListOptions` puts a list's params right after the key it is given. */
export const zoneUploadsQueryKey = (zone: UploadZone) => [...uploadsQueryKey, { zone }] as const;

const UPLOADS_PER_PAGE = 10;

/** My files in one zone, newest first, a page at a time; refreshed after an upload or a deletion there. */
export const useUploads = (zone: UploadZone) =>
  useInfiniteQuery(
    pagedListOptions<Upload>(uploadsQueryKey, '/uploads', { pageSize: UPLOADS_PER_PAGE, params: { zone } }),
  );
