import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadZone } from '@topgear/shared/uploads';
import Upload from 'lucide-react/icons/upload';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { clsx } from 'clsx';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { UPLOAD_TEXTS, ZONE_TEXTS } from '../texts';
import { QueuedFileRow } from './queued-file-row';
import { UploadList } from './upload-list';

/** What the browser lets through before the server decides: the allowed types by MIME type and extension. */
const ACCEPT = Object.fromEntries(UPLOAD_TYPES.map((type) => [type.mime, [...type.extensions]]));

/**
 * One zone's card: what goes there, a drop area that also opens the file chooser on a click, Enter
 * or Space, a progress bar for each file on its way, and the files already filed there.
 */
export function UploadZoneCard({ zone }: { zone: UploadZone }) {
  const texts = ZONE_TEXTS[zone];
  const headingId = useId();
  const hintId = useId();
  const inputId = useId();
  const { files, add, dismiss } = useUploadQueue(zone);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxSize: UPLOAD_MAX_BYTES,
    onDrop: add,
    // The label opens the chooser and the input takes the keyboard, as any file input does.
    noClick: true,
    noKeyboard: true,
  });

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          {texts.title}
        </h2>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {texts.hint} <span className="mt-1 block text-xs">{UPLOAD_TEXTS.limits}</span>
        </p>
      </div>
      <div {...getRootProps({ className: 'relative' })}>
        {/* A real file input, labelled by the drop area: a click on the area, or Enter or Space on
            the focused input, opens the browser's own chooser. */}
        <input {...getInputProps({ id: inputId, tabIndex: 0, 'aria-describedby': hintId, className: 'peer' })} />
        <label
          htmlFor={inputId}
          className={clsx(
            'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center text-sm transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2',
            isDragActive
              ? 'border-brand-600 bg-brand-50 text-brand-800'
              : 'border-slate-300 text-slate-700 hover:border-brand-500 hover:bg-slate-50',
          )}
        >
          <Upload aria-hidden="true" className="size-6 text-brand-700" />
          <span className="font-medium">
            {isDragActive ? `Drop the ${texts.noun} to upload them` : `Drop ${texts.noun} here or choose files`}
          </span>
        </label>
      </div>
      {files.length > 0 && (
        <ul aria-label={`${texts.title} on their way`} className="flex flex-col gap-2">
          {files.map((file) => (
            <li key={file.key}>
              <QueuedFileRow file={file} onDismiss={() => dismiss(file.key)} />
            </li>
          ))}
        </ul>
      )}
      <div>
        <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">Your {texts.noun}</h3>
        <UploadList zone={zone} />
      </div>
    </section>
  );
}
