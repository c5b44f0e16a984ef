import type { ReviewTemplateDocument } from '@topgear/shared/review-templates';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reviewCycles, reviewTemplates } from '../../db/schema';

/** A template as stored: its name and description, and the document of what it asks. */
export interface StoredTemplate {
  name: string;
  description: string;
  content: ReviewTemplateDocument;
}

const columns = {
  id: reviewTemplates.id,
  name: reviewTemplates.name,
  description: reviewTemplates.description,
  content: reviewTemplates.content,
  createdAt: reviewTemplates.createdAt,
  updatedAt: reviewTemplates.updatedAt,
};

/** Every template alphabetically, whatever the case of their names. */
export function listTemplates(db: Executor) {
  return db
    .select(columns)
    .from(reviewTemplates)
    .orderBy(sql`lower(${reviewTemplates.name})`, asc(reviewTemplates.id));
}

/** The template, locked until the transaction ends when `forUpdate`; undefined when there is none. */
export async function findTemplate(db: Executor, id: string, { forUpdate = false } = {}) {
  const query = db.select(columns).from(reviewTemplates).where(eq(reviewTemplates.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** Every template's name, lower-cased: the few a company keeps. */
export async function templateNames(db: Executor) {
  const rows = await db.select({ name: reviewTemplates.name }).from(reviewTemplates);
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

export async function insertTemplate(db: Executor, template: StoredTemplate) {
  const [row] = await db.insert(reviewTemplates).values(template).returning(columns);
  return row!;
}

export async function updateTemplate(db: Executor, id: string, template: StoredTemplate) {
  const [row] = await db
    .update(reviewTemplates)
    .set({ ...template, updatedAt: sql`now()` })
    .where(eq(reviewTemplates.id, id))
    .returning(columns);
  return row!;
}

export function deleteTemplate(db: Executor, id: string) {
  return db.delete(reviewTemplates).where(eq(reviewTemplates.id, id));
}

/** A cycle not yet closed that uses the template (a running one first), if any. */
export async function openCycleUsing(db: Executor, templateId: string) {
  const [row] = await db
    .select({ name: reviewCycles.name, phase: reviewCycles.phase })
    .from(reviewCycles)
    .where(and(eq(reviewCycles.templateId, templateId), ne(reviewCycles.phase, 'closed')))
    .orderBy(sql`${reviewCycles.phase} = 'draft'`)
    .limit(1);
  return row;
}
