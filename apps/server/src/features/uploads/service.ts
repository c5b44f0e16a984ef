import type { Readable } from 'node:stream';
import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import type { PageQuery } from '@topgear/shared/pagination';
import {
  MEDIA_MESSAGES,
  MEDIA_TYPES,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  type UploadType,
  type UploadZone,
} from '@topgear/shared/uploads';
import { fileTypeFromStream } from 'file-type/node';
import type { Actor, Auditor } from '../../audit';
import type { Database } from '../../db/client';
import { HttpError, orNotFound } from '../../http-errors';
import { displayFileName } from './file-names';
import { newStorageKey, type FileStore } from './file-store';
import { deleteUpload, findMedia, findUpload, insertMedia, insertUpload, listUploads } from './repository';

/** A file as it arrives: the name the client gave it, and its bytes, still streaming in. */
export interface IncomingFile {
  fileName: string;
  /** Read once, to the end; `truncated` is true when the bytes were cut at the size limit. */
  content: Readable & { readonly truncated: boolean };
  /** Once the content is read: resolves when the request held nothing else, rejects when it did. */
  complete(): Promise<void>;
}

const tooLarge = () => new HttpError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
const typeNotAllowed = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/** A file kept in the store, checked: what it is, how large, and the name it is shown under. */
interface KeptFile {
  storageKey: string;
  type: UploadType;
  size: number;
  fileName: string;
}
const incomplete = () => new HttpError(400, 'UPLOAD_INCOMPLETE', UPLOAD_MESSAGES.unreadable);

/**
 * A person's filed documents, certificates and receipts, every operation scoped to its owner; and
 * the pictures and PDFs administrators and managers publish for everyone (media), in the same store.
 */
export function createUploadService({ db, store, auditor }: { db: Database; store: FileStore; auditor: Auditor }) {
  /** The type among `allowed` the stored bytes are, judged by their content alone; undefined for any other. */
  async function allowedTypeOf(key: string, allowed: readonly UploadType[]) {
    const content = await store.open(key);
    if (!content) throw new Error(`the stored file ${key} is gone`);
    const detected = await fileTypeFromStream(content);
    return allowed.find((type) => type.mime === detected?.mime);
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

  /**
   * Streams the file to a temporary object and keeps it under a key of its own when it is whole
   * (413 when cut at the size limit), came alone (400) and its content is one of `allowed` (415,
   * `refusal`). Whatever fails, nothing of it stays in the store.
   */
  async function keep(incoming: IncomingFile, allowed: readonly UploadType[], refusal: string): Promise<KeptFile> {
    const { fileName, content } = incoming;
    const saved = await saveTemporary(content);
    const written = [saved.key];
    try {
      if (content.truncated) throw tooLarge();
      await incoming.complete();
      const type = await allowedTypeOf(saved.key, allowed);
      if (!type) throw typeNotAllowed(refusal);
      const storageKey = newStorageKey(type.extensions[0]);
      await store.keep(saved.key, storageKey);
      written.push(storageKey);
      return { storageKey, type, size: saved.size, fileName: displayFileName(fileName, type) };
    } catch (error) {
      await discard(written);
      throw error;
    }
  }

  /** Records a kept file with `record`; when that fails, the bytes go too. */
  async function recordKept<Row>(file: KeptFile, record: () => Promise<Row>) {
    try {
      return await record();
    } catch (error) {
      await discard([file.storageKey]);
      throw error;
    }
  }

  return {
    /** Keeps the file in the owner's zone: any of the upload types, checked by `keep`. */
    async upload(userId: string, zone: UploadZone, incoming: IncomingFile) {
      const file = await keep(incoming, UPLOAD_TYPES, UPLOAD_MESSAGES.typeNotAllowed);
      return recordKept(file, () =>
        insertUpload(db, {
          userId,
          zone,
          fileName: file.fileName,
          contentType: file.type.mime,
          size: file.size,
          storageKey: file.storageKey,
        }),
      );
    },

    /** Publishes a picture or a PDF for everyone, logged as the actor's: its address is `/api/media/<id>`. */
    async publish(actor: Actor, incoming: IncomingFile) {
      const file = await keep(incoming, MEDIA_TYPES, MEDIA_MESSAGES.typeNotAllowed);
      const media = await recordKept(file, () =>
        db.transaction(async (tx) => {
          const row = await insertMedia(tx, {
            uploadedBy: actor.id,
            fileName: file.fileName,
            contentType: file.type.mime,
            size: file.size,
            storageKey: file.storageKey,
          });
          await auditor.record(tx, actor, {
            action: 'media.uploaded',
            summary: AUDIT_SUMMARIES.mediaUploaded(file.fileName),
            subjectId: row.id,
          });
          return row;
        }),
      );
      return { ...media, url: `/api/media/${media.id}` };
    },

    /** A published file and its bytes, or 404. */
    async openMedia(id: string) {
      const media = orNotFound(await findMedia(db, id), MEDIA_MESSAGES.notFound);
      const content = orNotFound(await store.open(media.storageKey), MEDIA_MESSAGES.notFound);
      return { media, content };
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
