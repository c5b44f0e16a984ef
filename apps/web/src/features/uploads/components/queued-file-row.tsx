import { TriangleAlert, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { QueuedFile } from '../hooks/use-upload-queue';

interface QueuedFileRowProps {
  file: QueuedFile;
  onDismiss: () => void;
}

/** A file on its way up with its progress bar and Cancel, or one that failed with why and Dismiss. */
export function QueuedFileRow({ file, onDismiss }: QueuedFileRowProps) {
  if (file.error !== undefined) {
    return (
      <div className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p role="alert" className="min-w-0 flex-1 break-words">
          <span className="font-semibold">{file.name}</span>: {file.error}
        </p>
        <Button variant="ghost" className="-my-1 px-2 py-1 text-red-700 hover:bg-red-100" onClick={onDismiss}>
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Dismiss the message about {file.name}</span>
        </Button>
      </div>
    );
  }
  const percent = Math.round(file.progress * 100);
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-slate-200 px-3 py-2">
      <div className="flex items-center gap-2 text-sm">
        <span className="min-w-0 flex-1 truncate font-medium text-slate-800" title={file.name}>
          {file.name}
        </span>
        <span className="text-slate-600">{percent}%</span>
        {file.cancel && (
          <Button variant="ghost" className="-my-1 px-2 py-1" onClick={file.cancel}>
            Cancel <span className="sr-only">uploading {file.name}</span>
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${file.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
