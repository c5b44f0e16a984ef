import multipart from '@fastify/multipart';
import { accountPictureSchema, PICTURE_MAX_BYTES, PICTURE_MESSAGES } from '@topgear/shared/account-picture';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, validationFailed } from '../../http-errors';
import { createPictureService } from './picture-service';

/** Pictures are a few megabytes each: fewer of them a minute than other API calls. */
const PICTURES_PER_MINUTE = 20;

/** `/api/pictures/:userId`: Better Auth's ids, letters, digits, `_` and `-`. */
const pictureParamsSchema = z.object({ userId: z.string().max(100) });

export const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes take multipart bodies. One file, nothing else; a larger one is refused with 413.
  await app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  const pictures = createPictureService({ db: app.db });

  app.put(
    '/account/picture',
    {
      preValidation: app.requireUser,
      config: { rateLimit: { max: PICTURES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary:
          'My picture (multipart/form-data, one JPEG, PNG, WebP, GIF or AVIF file of at most 5 MB in the field "file"): checked by content, cropped square and resized',
        response: { 200: accountPictureSchema },
      },
    },
    async (request) => {
      const file = await request.file().catch(() => undefined);
      if (!file || file.fieldname !== 'file') throw validationFailed({ file: PICTURE_MESSAGES.fileRequired });
      const bytes = await file.toBuffer().catch((error: unknown) => {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'PAYLOAD_TOO_LARGE', PICTURE_MESSAGES.tooLarge, { file: PICTURE_MESSAGES.tooLarge });
        }
        throw validationFailed({ file: PICTURE_MESSAGES.fileRequired });
      });
      return pictures.upload(request.user.id, bytes);
    },
  );

  app.delete(
    '/account/picture',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Remove my picture: my initials show again',
        response: { 200: accountPictureSchema },
      },
    },
    async (request) => pictures.remove(request.user.id),
  );

  app.get(
    '/pictures/:userId',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary:
          "Someone's picture (WebP), at the address their account gives; kept by the browser, as each upload gets a new address",
        params: pictureParamsSchema,
      },
    },
    async (request, reply) =>
      reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(await pictures.open(request.params.userId)),
  );
};
