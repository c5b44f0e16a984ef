import { randomUUID } from 'node:crypto';
import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { REVIEW_TEMPLATE_MESSAGES, type ReviewTemplateContent } from '@topgear/shared/review-templates';
import type { Actor, Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { refusingDuplicates } from '../../db/unique-violation';
import { conflict, notFound } from '../../http-errors';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  openCycleUsing,
  templateNames,
  updateTemplate,
  type StoredTemplate,
} from './repository';

const NAME_MAX = 120;

/** The template as stored: every section and question numbered afresh, so that answers can name them. */
function storedFrom({ name, description, scale, sections }: ReviewTemplateContent): StoredTemplate {
  return {
    name,
    description,
    content: {
      scale,
      sections: sections.map((section) => ({
        ...section,
        id: randomUUID(),
        questions: section.questions.map((question) => ({ ...question, id: randomUUID() })),
      })),
    },
  };
}

type Row = StoredTemplate & { id: string; createdAt: Date; updatedAt: Date };

const templateOf = ({ content, ...row }: Row) => ({ ...row, ...content });

const summaryOf = ({ id, name, description, content, updatedAt }: Row) => ({
  id,
  name,
  description,
  sectionCount: content.sections.length,
  questionCount: content.sections.reduce((total, section) => total + section.questions.length, 0),
  updatedAt,
});

/** "Annual review (copy)", then "(copy 2)", … : the first that no template has, within the name's limit. */
function copyName(name: string, taken: ReadonlySet<string>) {
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? ' (copy)' : ` (copy ${number})`;
    const candidate = `${name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** A name another template holds, any case: the unique index settles it. */
const nameTaken = () =>
  conflict('NAME_TAKEN', REVIEW_TEMPLATE_MESSAGES.nameTaken, { name: REVIEW_TEMPLATE_MESSAGES.nameTaken });

/**
 * Review templates, kept by administrators: created, changed whole, copied and deleted, each
 * change audited. A template is one document; saving it numbers its sections and questions.
 */
export function createReviewTemplateService({ db, auditor }: { db: Database; auditor: Auditor }) {
  /** The template, locked for the rest of the transaction when read in one; 404 when there is none. */
  const existing = async (executor: Executor, id: string, lock = { forUpdate: true }) => {
    const row = await findTemplate(executor, id, lock);
    if (row === undefined) throw notFound(REVIEW_TEMPLATE_MESSAGES.notFound);
    return row;
  };

  /** 409 while a running cycle uses the template, or (`draftsToo`, for deleting) a draft. */
  async function refuseIfInUse(tx: Executor, id: string, { draftsToo }: { draftsToo: boolean }) {
    const cycle = await openCycleUsing(tx, id);
    if (cycle === undefined || (cycle.phase === 'draft' && !draftsToo)) return;
    const message =
      cycle.phase === 'draft'
        ? REVIEW_TEMPLATE_MESSAGES.draftCycle(cycle.name)
        : REVIEW_TEMPLATE_MESSAGES.runningCycle(cycle.name);
    throw conflict('TEMPLATE_IN_USE', message);
  }

  return {
    list: async () => (await listTemplates(db)).map(summaryOf),

    get: async (id: string) => templateOf(await existing(db, id, { forUpdate: false })),

    create: (actor: Actor, input: ReviewTemplateContent) =>
      refusingDuplicates(
        () =>
          db.transaction(async (tx) => {
            const created = await insertTemplate(tx, storedFrom(input));
            await auditor.record(tx, actor, {
              action: 'review-template.created',
              summary: AUDIT_SUMMARIES.reviewTemplateCreated(created.name),
              subjectId: created.id,
            });
            return templateOf(created);
          }),
        nameTaken,
      ),

    update: (actor: Actor, id: string, input: ReviewTemplateContent) =>
      refusingDuplicates(
        () =>
          db.transaction(async (tx) => {
            await existing(tx, id);
            await refuseIfInUse(tx, id, { draftsToo: false });
            const updated = await updateTemplate(tx, id, storedFrom(input));
            await auditor.record(tx, actor, {
              action: 'review-template.updated',
              summary: AUDIT_SUMMARIES.reviewTemplateUpdated(updated.name),
              subjectId: id,
            });
            return templateOf(updated);
          }),
        nameTaken,
      ),

    /** A copy named after the original, to change freely; its questions get numbers of their own. */
    copy: (actor: Actor, id: string) =>
      refusingDuplicates(
        () =>
          db.transaction(async (tx) => {
            const original = await existing(tx, id);
            const name = copyName(original.name, await templateNames(tx));
            const { scale, sections } = original.content;
            const copied = await insertTemplate(
              tx,
              storedFrom({ name, description: original.description, scale, sections }),
            );
            await auditor.record(tx, actor, {
              action: 'review-template.copied',
              summary: AUDIT_SUMMARIES.reviewTemplateCopied(original.name, name),
              subjectId: copied.id,
            });
            return templateOf(copied);
          }),
        nameTaken,
      ),

    remove: (actor: Actor, id: string) =>
      db.transaction(async (tx) => {
        const template = await existing(tx, id);
        await refuseIfInUse(tx, id, { draftsToo: true });
        await deleteTemplate(tx, id);
        await auditor.record(tx, actor, {
          action: 'review-template.deleted',
          summary: AUDIT_SUMMARIES.reviewTemplateDeleted(template.name),
          subjectId: id,
        });
      }),
  };
}

export type ReviewTemplateService = ReturnType<typeof createReviewTemplateService>;
