import { Button } from './button';

interface UploadProgressProps {
  fileName: string;
  /** The share sent so far, 0 to 1. */
  progress: number;
  /** Offers Cancel while the upload can still be stopped. */
  onCancel?: (() => void) | undefined;
}

/** A file on its way up: its name, how much has gone, a Cancel, and a progress bar. */
export function UploadProgress({ fileName, progress, onCancel }: UploadProgressProps) {
  const percent = Math.round(progress * 100);
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-slate-200 px-3 py-2">
      <div className="flex items-center gap-2 text-sm">
        <span className="min-w-0 flex-1 truncate font-medium text-slate-800" title={fileName}>
          {fileName}
        </span>
        <span className="text-slate-600">{percent}%</span>
        {onCancel && (
          <Button variant="ghost" className="-my-1 px-2 py-1" onClick={onCancel}>
            Cancel <span className="sr-only">uploading {fileName}</span>
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${fileName}`}
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
