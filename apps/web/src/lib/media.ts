import type { MediaFile } from '@topgear/shared/uploads';
import { sendFile, type SendFileOptions } from './send-file';

/** Publishes a picture or a PDF for everyone (managers and administrators); resolves with its address. */
export const publishMedia = (file: File, options: SendFileOptions) => sendFile<MediaFile>('/media', file, options);
