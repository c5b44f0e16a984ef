import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@topgear/shared/uploads';
import type { FastifyRequest } from 'fastify';
import { HttpError, validationFailed } from '../../http-errors';
import type { IncomingFile } from './service';

/** The field an upload's file travels in. */
export const FILE_FIELD = 'file';

/**
 * What the multipart parser accepts: one part, a file of at most 10 MB (a larger one is cut there
 * and refused), no text field, and a short part header. The parser never holds more than a part
 * header in memory; the file itself streams.
 */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 0,
  parts: 1,
  fieldNameSize: 100,
  headerPairs: 20,
} as const;

/** The multipart errors that mean "more than the one file we take". */
const TOO_MANY_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

const fileRequired = () => validationFailed({ [FILE_FIELD]: UPLOAD_MESSAGES.fileRequired });

/** Why the parser could not hand over a file, in the API's error shape: always the client's doing. */
function unreadableRequest(error: unknown): HttpError {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fileRequired();
  if (typeof code === 'string' && TOO_MANY_PARTS.has(code)) {
    return validationFailed({ [FILE_FIELD]: UPLOAD_MESSAGES.oneFileOnly });
  }
  return new HttpError(400, 'UPLOAD_INCOMPLETE', UPLOAD_MESSAGES.unreadable);
}

/**
 * The one file of a multipart request (field `file`), still streaming in. A request that is not
 * multipart, or whose first part is not a file in that field, answers 400 before any byte is
 * stored; one that holds more after the file answers 400 from `complete()`.
 */
export async function incomingFile(request: FastifyRequest): Promise<IncomingFile> {
  const parts = request.parts();
  const next = async () => {
    try {
      return await parts.next();
    } catch (error) {
      throw unreadableRequest(error);
    }
  };

  const first = await next();
  if (first.done) throw fileRequired();
  const part = first.value;
  if (part.type !== 'file' || part.fieldname !== FILE_FIELD) {
    // The parser waits until a file part is read; let it run to the end unseen.
    if (part.type === 'file') part.file.resume();
    throw fileRequired();
  }
  return {
    fileName: part.filename,
    content: part.file,
    async complete() {
      const after = await next();
      if (!after.done) {
        if (after.value.type === 'file') after.value.file.resume();
        throw validationFailed({ [FILE_FIELD]: UPLOAD_MESSAGES.oneFileOnly });
      }
    },
  };
}
