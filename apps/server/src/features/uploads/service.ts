import type { Readable } from 'node:stream';
import type { PageQuery } from '@topgear/shared/pagination';
import { UPLOAD_MESSAGES, UPLOAD_TYPES, type UploadZone } from '@topgear/shared/uploads';
import { fileTypeFromStream } from 'file-type/node';
import type { Database } from '../../db/client';
import { HttpError, orNotFound } from '../../http-errors';
import { displayFileName } from './file-names';
import { newStorageKey, type FileStore } from './file-store';
import { deleteUpload, findUpload, insertUpload, listUploads } from './repository';

/** A file as it arrives: the name the client gave it, and its bytes, still streaming in. */
export interface IncomingFile {
  fileName: string;
  /** Read once, to the end; `truncated` is true when the bytes were cut at the size limit. */
  content: Readable & { readonly truncated: boolean };
  /** Once the content is read: resolves when the request held nothing else, rejects when it did. */
  complete(): Promise<void>;
}

const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
const typeNotAllowed = () => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.typeNotAllowed);
const incomplete = () => new HttpError(400, 'UPLOAD_INCOMPLETE', UPLOAD_MESSAGES.unreadable);

/** A person's filed documents, certificates and receipts: every operation is scoped to its owner. */
export function createUploadService({ db, store }: { db: Database; store: FileStore }) {
  /** The allowed type the stored bytes are, judged by their content alone; undefined for any other. */
  async function allowedTypeOf(key: string) {
    const content = await store.open(key);
    if (!content) throw new Error(`the stored file ${key} is gone`);
    const detected = await fileTypeFromStream(content);
    return UPLOAD_TYPES.find((type) => type.mime === detected?.mime);
  }

  /** Streams the bytes into the store; a stream that broke off is the client's failure, not ours. */
  async function saveTemporary(content: IncomingFile['content']) {
    try {
      return await store.saveTemporary(content);
    } catch (error) {
      if (content.errored) throw incomplete();
      throw error;
    }
  }

  /** Removes what an upload that failed left in the store; the failure itself is what the client hears. */
  const discard = (keys: string[]) => Promise.all(keys.map((key) => store.remove(key).catch(() => {})));

  return {
    /**
     * Keeps the file in the owner's zone: streamed to a temporary object, refused when it was cut at
     * the size limit (413), came with more than itself (400) or its content is not an allowed type
     * (415), then moved to a key of its own and recorded. Whatever fails, nothing of it stays in the store.
     */
    async upload(userId: string, zone: UploadZone, incoming: IncomingFile) {
      const { fileName, content } = incoming;
      const saved = await saveTemporary(content);
      const written = [saved.key];
      try {
        if (content.truncated) throw tooLarge();
        await incoming.complete();
        const type = await allowedTypeOf(saved.key);
        if (!type) throw typeNotAllowed();
        const storageKey = newStorageKey(type.extensions[0]);
        await store.keep(saved.key, storageKey);
        written.push(storageKey);
        return await insertUpload(db, {
          userId,
          zone,
          fileName: displayFileName(fileName, type),
          contentType: type.mime,
          size: saved.size,
          storageKey,
        });
      } catch (error) {
        await discard(written);
        throw error;
      }
    },

    /** One zone of the owner's files, newest first. */
    list: (userId: string, { zone, ...page }: PageQuery & { zone: UploadZone }) => listUploads(db, userId, zone, page),

    /** The owner's file and its bytes, or 404 when the owner has no such file (or its bytes are gone). */
    async open(userId: string, id: string) {
      const upload = orNotFound(await findUpload(db, userId, id), UPLOAD_MESSAGES.notFound);
      const content = orNotFound(await store.open(upload.storageKey), UPLOAD_MESSAGES.notFound);
      return { upload, content };
    },

    /** Deletes the record, then the bytes; 404 when the owner has no such file (any more). */
    async remove(userId: string, id: string): Promise<void> {
      const storageKey = orNotFound(await deleteUpload(db, userId, id), UPLOAD_MESSAGES.notFound);
      await store.remove(storageKey);
    },
  };
}
