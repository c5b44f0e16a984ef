import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { meetingTemplates } from '../../db/schema';

const templateColumns = {
  id: meetingTemplates.id,
  name: meetingTemplates.name,
  points: meetingTemplates.points,
  company: sql<boolean>`${meetingTemplates.ownerId} is null`,
};

/** The templates a person may use: the company's and their own. */
const usableBy = (userId: string) => or(isNull(meetingTemplates.ownerId), eq(meetingTemplates.ownerId, userId));

/** The company's templates, then the person's own, each alphabetically. */
export function listTemplates(db: Executor, userId: string) {
  return db
    .select(templateColumns)
    .from(meetingTemplates)
    .where(usableBy(userId))
    .orderBy(sql`${meetingTemplates.ownerId} is null desc`, asc(meetingTemplates.name), asc(meetingTemplates.id));
}

/** The talking points of a template the person may use; undefined for any other. */
export async function findTemplatePoints(db: Executor, userId: string, id: string) {
  const [template] = await db
    .select({ points: meetingTemplates.points })
    .from(meetingTemplates)
    .where(and(eq(meetingTemplates.id, id), usableBy(userId)));
  return template?.points;
}

export async function findTemplate(db: Executor, userId: string, id: string) {
  const [template] = await db
    .select({ ...templateColumns, ownerId: meetingTemplates.ownerId })
    .from(meetingTemplates)
    .where(and(eq(meetingTemplates.id, id), usableBy(userId)));
  return template;
}

export async function insertTemplate(db: Executor, template: typeof meetingTemplates.$inferInsert) {
  const [inserted] = await db.insert(meetingTemplates).values(template).returning(templateColumns);
  return inserted!;
}

export async function updateTemplate(db: Executor, id: string, changes: { name: string; points: string[] }) {
  const [updated] = await db
    .update(meetingTemplates)
    .set(changes)
    .where(eq(meetingTemplates.id, id))
    .returning(templateColumns);
  return updated!;
}

export const deleteTemplate = (db: Executor, id: string) =>
  db.delete(meetingTemplates).where(eq(meetingTemplates.id, id));
