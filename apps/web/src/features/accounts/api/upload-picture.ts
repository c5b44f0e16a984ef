import type { AccountPicture } from '@topgear/shared/account-picture';
import { useMutation } from '@tanstack/react-query';
import { sendFile, type SendFileOptions } from '@/lib/send-file';

export interface UploadPictureInput extends SendFileOptions {
  file: File;
}

/** PUT /api/account/picture with the file, reporting progress; answers the picture's new address. */
export const uploadPicture = ({ file, ...options }: UploadPictureInput) =>
  sendFile<AccountPicture>('/account/picture', file, options, 'PUT');

/** The caller puts the new address where the signed-in person is shown (the `['me']` query). */
export const useUploadPicture = () => useMutation({ mutationFn: uploadPicture });
