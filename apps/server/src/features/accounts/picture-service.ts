import { randomBytes } from 'node:crypto';
import { PICTURE_MESSAGES, PICTURE_SIZE } from '@topgear/shared/account-picture';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { orNotFound, validationFailed } from '../../http-errors';
import { deletePicture, findPicture, savePicture } from './picture-repository';

/** The formats people's cameras and screenshots produce that the image library decodes; the file's bytes decide, not its name. */
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/**
 * More than any camera makes (a 50-megapixel photo), and a bound on what a small file that
 * decompresses into a huge image can cost.
 */
const MAX_INPUT_PIXELS = 60_000_000;

/** Where a person's picture is served; the version changes with each upload, so browsers may keep it for good. */
export const pictureAddress = (userId: string, version: string) =>
  `/api/pictures/${encodeURIComponent(userId)}?v=${version}`;

/** The picture as stored: turned upright, cropped square from its middle, resized, WebP. */
async function storedPicture(bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  // Read from the header: a picture over the pixel limit is refused before any of it is decoded.
  const metadata = await image.metadata().catch((error: unknown) => {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw validationFailed({ file: tooLarge ? PICTURE_MESSAGES.tooManyPixels : PICTURE_MESSAGES.notAPicture });
  });
  if (!metadata.format || !PICTURE_FORMATS.has(metadata.format)) {
    throw validationFailed({ file: PICTURE_MESSAGES.notAPicture });
  }
  try {
    return await image.rotate().resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw validationFailed({ file: PICTURE_MESSAGES.notAPicture });
  }
}

/** People's pictures: uploaded by their owner, shown to everyone signed in. */
export function createPictureService({ db }: { db: Database }) {
  return {
    /** Checks `bytes` by content, stores the square version and answers its address. */
    async upload(userId: string, bytes: Buffer) {
      const content = await storedPicture(bytes);
      const image = pictureAddress(userId, randomBytes(6).toString('base64url'));
      await db.transaction((tx) => savePicture(tx, userId, content, image));
      return { image };
    },

    async remove(userId: string) {
      await db.transaction((tx) => deletePicture(tx, userId));
      return { image: null };
    },

    async open(userId: string) {
      return orNotFound(await findPicture(db, userId), PICTURE_MESSAGES.notFound);
    },
  };
}
