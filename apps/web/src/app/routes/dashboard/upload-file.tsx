import { UPLOAD_ZONES } from '@topgear/shared/uploads';
import { UploadZoneCard } from '@/features/uploads/components/upload-zone';
import { UPLOAD_TEXTS } from '@/features/uploads/texts';

export function Component() {
  return (
    <div className="mx-auto max-w-6xl">
      <title>Upload File · TopGear Perform</title>
      <h1 className="text-2xl font-bold text-brand-900">{UPLOAD_TEXTS.title}</h1>
      <p className="mt-1 text-slate-600">{UPLOAD_TEXTS.intro}</p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        {UPLOAD_ZONES.map((zone) => (
          <UploadZoneCard key={zone} zone={zone} />
        ))}
      </div>
    </div>
  );
}
