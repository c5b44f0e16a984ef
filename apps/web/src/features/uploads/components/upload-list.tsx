import type { UploadZone } from '@topgear/shared/uploads';
import { PagedList } from '@/components/ui/paged-list';
import { useUploads } from '../api/get-uploads';
import { ZONE_TEXTS } from '../texts';
import { UploadItem } from './upload-item';

/** One zone's files, newest first, 'Loading...' until they arrive. */
export function UploadList({ zone }: { zone: UploadZone }) {
  const uploads = useUploads(zone);
  const texts = ZONE_TEXTS[zone];
  return (
    <PagedList query={uploads} noun={texts.noun} loadingText="Loading..." align="start" empty={texts.empty}>
      {(items) => (
        <ul className="divide-y divide-slate-200">
          {items.map((upload) => (
            <li key={upload.id} className="py-3 first:pt-0 last:pb-0">
              <UploadItem upload={upload} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
