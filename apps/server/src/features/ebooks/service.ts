import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { EBOOK_MESSAGES, type EbookSeries } from '@topgear/shared/ebooks';
import type { PageQuery } from '@topgear/shared/pagination';
import type { Actor } from '../../audit';
import { announcing, type PublicContentServiceDeps } from '../../content-changes';
import { orNotFound } from '../../http-errors';
import { deleteEbook, insertEbook, listEbooks, type EbookFields } from './repository';

export function createEbookService({ db, auditor, contentChanged }: PublicContentServiceDeps) {
  const announced = <T>(write: Promise<T>) => announcing(contentChanged, 'ebooks', write);
  return {
    /** One series in the order its books were added. */
    list: ({ series, ...page }: PageQuery & { series: EbookSeries }) => listEbooks(db, series, page),

    /** Publishes a book at the end of its series. Logged as the actor's. */
    add: (actor: Actor, input: EbookFields) =>
      announced(
        auditor.writeAndRecord(
          actor,
          (tx) => insertEbook(tx, input),
          (ebook) => ({
            action: 'ebook.created',
            summary: AUDIT_SUMMARIES.ebookCreated(ebook.name),
            subjectId: ebook.id,
          }),
        ),
      ),

    /** Removes a book, or answers 404 when it does not exist (any more). Logged as the actor's. */
    remove: (actor: Actor, id: string) =>
      announced(
        auditor.writeAndRecord(
          actor,
          async (tx) => orNotFound(await deleteEbook(tx, id), EBOOK_MESSAGES.notFound),
          (name) => ({ action: 'ebook.deleted', summary: AUDIT_SUMMARIES.ebookDeleted(name), subjectId: id }),
        ),
      ),
  };
}
