import type { MediaFile } from '@topgear/shared/uploads';
import { postFile, type PostFileOptions } from './post-file';

/** Publishes a picture or a PDF for everyone (managers and administrators); resolves with its address. */
export const publishMedia = (file: File, options: PostFileOptions) => postFile<MediaFile>('/media', file, options);
