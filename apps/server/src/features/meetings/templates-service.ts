import { MEETING_MESSAGES, type meetingTemplateInputSchema } from '@topgear/shared/meetings';
import { mayAdminister } from '@topgear/shared/users';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../http-errors';
import { isUuid } from '../../http-params';
import { deleteTemplate, findTemplate, insertTemplate, listTemplates, updateTemplate } from './templates-repository';

type Author = { id: string; isAdmin: boolean };
type TemplateInput = z.output<typeof meetingTemplateInputSchema>;

/**
 * Starter talking points: company templates, which administrators keep and everyone uses, and
 * each person's own, which nobody else sees (another person's answers 404).
 */
export function createMeetingTemplateService({ db }: { db: Database }) {
  /** A template the author may change: their own, or a company one when they are an administrator. */
  async function changeable(author: Author, id: string) {
    const template = isUuid(id) ? await findTemplate(db, author.id, id) : undefined;
    if (!template) throw notFound(MEETING_MESSAGES.templateNotFound);
    if (template.ownerId === null && !mayAdminister(author))
      throw forbidden(MEETING_MESSAGES.companyTemplatesAdminsOnly);
    return template;
  }

  return {
    list: (viewer: Author) => listTemplates(db, viewer.id),

    create(author: Author, { company, ...template }: TemplateInput) {
      if (company && !mayAdminister(author)) throw forbidden(MEETING_MESSAGES.companyTemplatesAdminsOnly);
      return insertTemplate(db, { ...template, ownerId: company ? null : author.id });
    },

    async update(author: Author, id: string, { name, points }: TemplateInput) {
      const template = await changeable(author, id);
      return updateTemplate(db, template.id, { name, points });
    },

    async remove(author: Author, id: string) {
      const template = await changeable(author, id);
      await deleteTemplate(db, template.id);
    },
  };
}

export type MeetingTemplateService = ReturnType<typeof createMeetingTemplateService>;
