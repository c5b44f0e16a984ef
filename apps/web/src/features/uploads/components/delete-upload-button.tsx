import type { Upload } from '@topgear/shared/uploads';
import Trash2 from 'lucide-react/icons/trash-2';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useDeleteUpload } from '../api/delete-upload';
import { UPLOAD_TEXTS } from '../texts';

/** Delete, after a confirmation; the file leaves the list only once the server has deleted it. */
export function DeleteUploadButton({ upload }: { upload: Upload }) {
  const deletion = useDeleteUpload();
  return (
    <ConfirmButton
      title={UPLOAD_TEXTS.confirmDelete}
      description={`“${upload.fileName}” will be removed for good.`}
      confirmLabel="Delete"
      mutation={deletion}
      variables={upload}
      onSuccess={() => toast.success(UPLOAD_TEXTS.deleted(upload.fileName))}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Delete <span className="sr-only">{upload.fileName}</span>
    </ConfirmButton>
  );
}
