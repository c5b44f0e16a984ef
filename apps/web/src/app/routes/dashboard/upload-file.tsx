import { UPLOAD_ZONES } from '@topgear/shared/uploads';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { UploadZoneCard } from '@/features/uploads/components/upload-zone';
import { UPLOAD_TEXTS } from '@/features/uploads/texts';

export function Component() {
  return (
    <div className="mx-auto max-w-6xl">
      <title>Upload File · TopGear Perform</title>
      <ScreenHeading title={UPLOAD_TEXTS.title}>{UPLOAD_TEXTS.intro}</ScreenHeading>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        {UPLOAD_ZONES.map((zone) => (
          <UploadZoneCard key={zone} zone={zone} />
        ))}
      </div>
    </div>
  );
}
