import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
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
  return <UploadProgress fileName={file.name} progress={file.progress} onCancel={file.cancel} />;
}
