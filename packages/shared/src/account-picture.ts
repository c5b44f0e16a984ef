import { z } from 'zod';

/** The largest picture file a person may upload; it is stored much smaller. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Width and height of a stored picture, in pixels: cropped square, enough for a 2x screen. */
export const PICTURE_SIZE = 256;

/** What the file picker offers; the server decides by content, not by this list. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export const PICTURE_MESSAGES = {
  fileRequired: 'Please choose a picture to upload',
  notAPicture: 'This file is not a picture we can use. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
  tooLarge: 'The picture is larger than 5 MB. Please choose a smaller one.',
  tooManyPixels: 'The picture has too many pixels. Please choose a smaller one.',
  saved: 'Your picture was saved',
  removed: 'Your picture was removed',
  notFound: 'This person has no picture.',
} as const;

/** The signed-in person's picture: its address, or null with none. */
export const accountPictureSchema = z.object({ image: z.string().nullable() });
export type AccountPicture = z.infer<typeof accountPictureSchema>;
