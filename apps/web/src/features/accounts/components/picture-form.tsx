import { PICTURE_ACCEPT, PICTURE_MAX_BYTES, PICTURE_MESSAGES } from '@topgear/shared/account-picture';
import { useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { UploadProgress } from '@/components/ui/upload-progress';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRemovePicture } from '../api/remove-picture';
import { useUploadPicture } from '../api/upload-picture';

interface PictureFormProps {
  name: string;
  image: string | null;
  /** Once the server has it: the page shows the new picture wherever the signed-in person appears. */
  onChanged: (image: string | null) => void;
}

/** One's own picture: shown large, replaced by choosing a file (it uploads at once), or removed. */
export function PictureForm({ name, image, onChanged }: PictureFormProps) {
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const [sending, setSending] = useState<{ fileName: string; progress: number; abort: () => void }>();
  const [failure, setFailure] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  function send(file: File) {
    setFailure(undefined);
    if (file.size > PICTURE_MAX_BYTES) {
      setFailure(PICTURE_MESSAGES.tooLarge);
      return;
    }
    const controller = new AbortController();
    setSending({ fileName: file.name, progress: 0, abort: () => controller.abort() });
    upload.mutate(
      {
        file,
        signal: controller.signal,
        onProgress: (progress) => setSending((current) => current && { ...current, progress }),
      },
      {
        onSuccess: ({ image: saved }) => {
          toast.success(PICTURE_MESSAGES.saved);
          onChanged(saved);
        },
        onError: (error) => {
          if (!controller.signal.aborted) setFailure(errorMessage(error));
        },
        onSettled: () => {
          setSending(undefined);
          if (input.current) input.current.value = '';
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Avatar name={name} image={image} className="size-24 text-3xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          Choose a picture
          <input
            ref={input}
            type="file"
            accept={PICTURE_ACCEPT}
            disabled={sending !== undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) send(file);
            }}
            className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
        </label>
        <p className="text-sm text-slate-600">
          JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. It is cropped square from the middle.
        </p>
        {sending && <UploadProgress fileName={sending.fileName} progress={sending.progress} onCancel={sending.abort} />}
        {failure && <FormAlert message={failure} />}
        {image && (
          <Button
            variant="secondary"
            className="self-start"
            loading={remove.isPending}
            onClick={() => {
              setFailure(undefined);
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success(PICTURE_MESSAGES.removed);
                  onChanged(null);
                },
                onError: (error) => setFailure(errorMessage(error)),
              });
            }}
          >
            Remove picture
          </Button>
        )}
      </div>
    </div>
  );
}
