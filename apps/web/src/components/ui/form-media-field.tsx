import Upload from 'lucide-react/icons/upload';
import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import { publishMedia } from '@/lib/media';
import { Button } from './button';
import { TextField } from './field';
import { useFormField } from './form';
import { UploadProgress } from './upload-progress';

const KINDS = {
  picture: { accept: 'image/jpeg,image/png,image/webp', upload: 'Upload a picture', placeholder: 'https://…' },
  pdf: { accept: 'application/pdf', upload: 'Upload a PDF', placeholder: 'https://….pdf' },
} as const;

interface FormMediaFieldProps {
  name: string;
  label: string;
  kind: keyof typeof KINDS;
}

interface Sending {
  fileName: string;
  progress: number;
  cancel: () => void;
}

/**
 * A field of the surrounding `Form` that takes a link, or a file uploaded to the media store whose
 * address then fills the field. The upload's progress shows with a Cancel; a refused file says why
 * and leaves the field as it was. A picture's field shows what it will display.
 */
export function FormMediaField({ name, label, kind }: FormMediaFieldProps) {
  const { registration, error } = useFormField(name);
  const { setValue } = useFormContext();
  const value = useWatch({ name }) as string | undefined;
  const fileInput = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending>();
  const [uploadError, setUploadError] = useState<string>();
  const { accept, upload, placeholder } = KINDS[kind];

  const send = (file: File) => {
    const controller = new AbortController();
    setUploadError(undefined);
    setSending({ fileName: file.name, progress: 0, cancel: () => controller.abort() });
    publishMedia(file, {
      signal: controller.signal,
      onProgress: (progress) => setSending((current) => current && { ...current, progress }),
    })
      .then(
        (media) => setValue(name, media.url, { shouldValidate: true, shouldDirty: true }),
        (failure: unknown) => {
          if (!(failure instanceof DOMException && failure.name === 'AbortError'))
            setUploadError(errorMessage(failure));
        },
      )
      .finally(() => setSending(undefined));
  };

  return (
    <div className="flex flex-col gap-2">
      <TextField
        {...registration}
        label={label}
        type="text"
        inputMode="url"
        placeholder={placeholder}
        error={error ?? uploadError}
      />
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          type="file"
          accept={accept}
          className="hidden"
          aria-label={`${upload} for ${label}`}
          onChange={(event) => {
            const [file] = event.target.files ?? [];
            event.target.value = '';
            if (file) send(file);
          }}
        />
        <Button variant="secondary" disabled={sending !== undefined} onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" className="size-4" />
          {upload}
        </Button>
        {kind === 'picture' && value && !error && (
          <img
            src={value}
            alt=""
            width={64}
            height={64}
            className="size-16 rounded-lg border border-slate-200 object-cover"
          />
        )}
      </div>
      {sending && <UploadProgress fileName={sending.fileName} progress={sending.progress} onCancel={sending.cancel} />}
    </div>
  );
}
