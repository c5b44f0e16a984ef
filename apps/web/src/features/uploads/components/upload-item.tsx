import type { Upload } from '@topgear/shared/uploads';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import { buttonClasses } from '@/components/ui/button';
import { formatMoment } from '@/lib/dates';
import { uploadDownloadHref } from '../api/download-upload';
import { fileSizeText } from '../texts';
import { DeleteUploadButton } from './delete-upload-button';

/** A filed file: its name as given (shown as text), size and date, Download and Delete. */
export function UploadItem({ upload }: { upload: Upload }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-2">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <p className="break-words font-medium text-slate-900">{upload.fileName}</p>
          <p className="text-xs text-slate-600">
            {fileSizeText(upload.size)} · <time dateTime={upload.createdAt}>{formatMoment(upload.createdAt)}</time>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={uploadDownloadHref(upload.id)} download className={buttonClasses('ghost')}>
          <Download aria-hidden="true" className="size-4" />
          Download <span className="sr-only">{upload.fileName}</span>
        </a>
        <DeleteUploadButton upload={upload} />
      </div>
    </div>
  );
}
