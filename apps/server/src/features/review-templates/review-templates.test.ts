import type { AuditEntry } from '@topgear/shared/audit';
import type { Page } from '@topgear/shared/pagination';
import {
  REVIEW_TEMPLATE_MESSAGES,
  STARTER_TEMPLATE,
  type QuestionInput,
  type ReviewTemplate,
  type ReviewTemplateInput,
  type ReviewTemplateSummary,
} from '@topgear/shared/review-templates';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';

const testApp = useTestApp();

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  ({ employee, manager, admin } = await signInEachRole(testApp));
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A write as the administrator, from the app's own origin. */
const write = (options: Pick<InjectOptions, 'method' | 'url' | 'payload'>) =>
  admin.inject({ ...options, headers: { origin: TEST_PUBLIC_URL } });

/** The starter template under a name no other test uses, changed by `changes`. */
const templateInput = (changes: Partial<ReviewTemplateInput> = {}): ReviewTemplateInput => ({
  ...STARTER_TEMPLATE,
  name: `Review ${crypto.randomUUID()}`,
  ...changes,
});

async function created(input = templateInput()) {
  const response = await write({ method: 'POST', url: '/api/review-templates', payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ReviewTemplate>();
}

const questionIds = (template: ReviewTemplate) =>
  template.sections.flatMap((section) => [section.id, ...section.questions.map((question) => question.id)]);

const auditOf = async (subjectId: string) =>
  (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '20' })).items.filter(
    (entry) => entry.subjectId === subjectId,
  );

const competency: QuestionInput = {
  kind: 'competency',
  prompt: 'How well do they communicate?',
  answeredBy: ['manager', 'peer', 'upward'],
  visibility: 'managers',
  competency: 'Communication',
  levels: [
    { label: 'Learning', description: 'Explains their own work when asked.' },
    { label: 'Skilled', description: 'Keeps the team informed without being asked.' },
    { label: 'Leading', description: 'Sets how the team communicates.' },
  ],
};

describe('the review template routes', () => {
  it.each([
    ['GET', '/api/review-templates'],
    ['POST', '/api/review-templates'],
    ['GET', `/api/review-templates/${UNKNOWN_ID}`],
    ['PUT', `/api/review-templates/${UNKNOWN_ID}`],
    ['POST', `/api/review-templates/${UNKNOWN_ID}/copy`],
    ['DELETE', `/api/review-templates/${UNKNOWN_ID}`],
  ] as const)('%s %s: 401 to a visitor, 403 to an employee and to a manager', async (method, url) => {
    const request = { method, url, payload: templateInput(), headers: { origin: TEST_PUBLIC_URL } };
    expect((await visitorOf(testApp).inject(request)).statusCode).toBe(401);
    expect((await employee.inject(request)).statusCode).toBe(403);
    expect((await manager.inject(request)).statusCode).toBe(403);
  });

  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['POST', '/copy'],
    ['DELETE', ''],
  ] as const)('%s an unknown template: 404, and 400 for an id that cannot be one', async (method, suffix) => {
    const unknown = await write({
      method,
      url: `/api/review-templates/${UNKNOWN_ID}${suffix}`,
      payload: templateInput(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: REVIEW_TEMPLATE_MESSAGES.notFound } });
    const malformed = await write({
      method,
      url: `/api/review-templates/not-an-id${suffix}`,
      payload: templateInput(),
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('creating a review template', () => {
  it('keeps it with every section and question numbered and the defaults filled in, and audits it', async () => {
    const input = templateInput({
      sections: [...STARTER_TEMPLATE.sections, { title: 'Skills', questions: [competency] }],
    });
    const template = await created(input);

    expect(template).toMatchObject({ name: input.name, description: '', scale: STARTER_TEMPLATE.scale });
    expect(template.sections.map((section) => section.title)).toEqual(['Results', 'Overall', 'Skills']);
    const ids = questionIds(template);
    expect(new Set(ids).size).toBe(ids.length);
    expect(template.sections[0]!.questions[1]).toMatchObject({ kind: 'text', maxLength: 2000, required: true });
    expect(template.sections[2]!.questions[0]).toMatchObject({ ...competency, help: '', required: true });
    expect(await admin.getJson<ReviewTemplate>(`/api/review-templates/${template.id}`)).toEqual(template);
    expect((await auditOf(template.id))[0]).toMatchObject({
      action: 'review-template.created',
      actorId: admin.me.id,
      summary: `Created the review template "${input.name}"`,
    });
  });

  it.each([
    ['no name', { name: ' ' }, 'name', 'Please name the template'],
    ['a scale of one level', { scale: [{ label: 'Fine' }] }, 'scale', REVIEW_TEMPLATE_MESSAGES.scaleSize],
    ['no sections', { sections: [] }, 'sections', REVIEW_TEMPLATE_MESSAGES.noSections],
    [
      'a section without questions',
      { sections: [{ title: 'Empty', questions: [] }] },
      'sections.0.questions',
      REVIEW_TEMPLATE_MESSAGES.noQuestions,
    ],
    [
      'goals rated by peers',
      {
        sections: [
          { title: 'Goals', questions: [{ ...STARTER_TEMPLATE.sections[0]!.questions[0]!, answeredBy: ['peer'] }] },
        ],
      },
      'sections.0.questions.0.answeredBy',
      REVIEW_TEMPLATE_MESSAGES.goalsAnsweredBy,
    ],
    [
      'a question nobody answers',
      { sections: [{ title: 'Open', questions: [{ ...competency, answeredBy: [] }] }] },
      'sections.0.questions.0.answeredBy',
      REVIEW_TEMPLATE_MESSAGES.noReviewers,
    ],
    [
      'a written answer limited to 10 characters',
      {
        sections: [
          {
            title: 'Open',
            questions: [{ kind: 'text', prompt: 'Why?', answeredBy: ['self'], visibility: 'shared', maxLength: 10 }],
          },
        ],
      },
      'sections.0.questions.0.maxLength',
      REVIEW_TEMPLATE_MESSAGES.textLength,
    ],
    [
      'a kind of question we do not know',
      { sections: [{ title: 'Open', questions: [{ ...competency, kind: 'poll' }] }] },
      'sections.0.questions.0.kind',
      'Choose what kind of question this is',
    ],
    [
      'markup in a prompt',
      { sections: [{ title: 'Open', questions: [{ ...competency, prompt: '<img src=x onerror=alert(1)>' }] }] },
      'sections.0.questions.0.prompt',
      'The question may not contain line breaks, < or >',
    ],
  ] as const)('refuses %s with 400 naming the field, and keeps nothing', async (_label, changes, field, message) => {
    const input = templateInput(changes as Partial<ReviewTemplateInput>);
    const response = await write({ method: 'POST', url: '/api/review-templates', payload: input });

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toMatchObject({ [field]: message });
    const list = await admin.getJson<ReviewTemplateSummary[]>('/api/review-templates');
    expect(list.map((template) => template.name)).not.toContain(input.name);
  });

  it('refuses a name another template has, in any case, naming the field', async () => {
    const taken = await created();
    const response = await write({
      method: 'POST',
      url: '/api/review-templates',
      payload: templateInput({ name: taken.name.toUpperCase() }),
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'NAME_TAKEN', fields: { name: REVIEW_TEMPLATE_MESSAGES.nameTaken } },
    });
  });

  it('keeps one of two templates created with one name at the same moment', async () => {
    const input = templateInput();
    const responses = await Promise.all(
      [input, { ...input, name: input.name.toLowerCase() }].map((payload) =>
        write({ method: 'POST', url: '/api/review-templates', payload }),
      ),
    );

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const list = await admin.getJson<ReviewTemplateSummary[]>('/api/review-templates');
    expect(list.filter((template) => template.name.toLowerCase() === input.name.toLowerCase())).toHaveLength(1);
  });
});

describe('the list of review templates', () => {
  it('gives every template alphabetically, whatever the case, with its sections and questions counted', async () => {
    const suffix = crypto.randomUUID();
    const [beta, alpha] = [
      await created(templateInput({ name: `beta ${suffix}` })),
      await created(
        templateInput({ name: `Alpha ${suffix}`, sections: [{ title: 'Skills', questions: [competency] }] }),
      ),
    ];

    const list = await admin.getJson<ReviewTemplateSummary[]>('/api/review-templates');
    const ours = list.filter((template) => template.name.endsWith(suffix));
    expect(ours).toEqual([
      {
        id: alpha.id,
        name: alpha.name,
        description: '',
        sectionCount: 1,
        questionCount: 1,
        updatedAt: alpha.updatedAt,
      },
      { id: beta.id, name: beta.name, description: '', sectionCount: 2, questionCount: 4, updatedAt: beta.updatedAt },
    ]);
    const names = list.map((template) => template.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});

describe('changing a review template', () => {
  it('replaces it whole, numbers its questions afresh, and audits it', async () => {
    const template = await created();
    const input = templateInput({
      description: 'For the yearly review',
      sections: [{ title: 'Skills', questions: [competency] }],
    });

    const response = await write({ method: 'PUT', url: `/api/review-templates/${template.id}`, payload: input });

    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<ReviewTemplate>();
    expect(updated).toMatchObject({ id: template.id, name: input.name, description: 'For the yearly review' });
    expect(updated.sections).toHaveLength(1);
    expect(questionIds(updated).some((id) => questionIds(template).includes(id))).toBe(false);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(template.updatedAt).getTime());
    expect((await auditOf(template.id))[0]).toMatchObject({ action: 'review-template.updated' });
  });

  it("keeps its own name in another case, and refuses another template's", async () => {
    const [template, other] = [await created(), await created()];
    const own = await write({
      method: 'PUT',
      url: `/api/review-templates/${template.id}`,
      payload: templateInput({ name: template.name.toUpperCase() }),
    });
    expect(own.statusCode, own.body).toBe(200);

    const taken = await write({
      method: 'PUT',
      url: `/api/review-templates/${template.id}`,
      payload: templateInput({ name: other.name }),
    });
    expect(taken.statusCode).toBe(409);
    expect((await admin.getJson<ReviewTemplate>(`/api/review-templates/${template.id}`)).name).toBe(
      template.name.toUpperCase(),
    );
  });
});

describe('copying a review template', () => {
  it('makes "(copy)", then "(copy 2)", each asking the same with numbers of its own, and audits it', async () => {
    const original = await created(templateInput({ description: 'Twice a year' }));
    const copy = async () => {
      const response = await write({ method: 'POST', url: `/api/review-templates/${original.id}/copy` });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ReviewTemplate>();
    };

    const [first, second] = [await copy(), await copy()];

    expect([first.name, second.name]).toEqual([`${original.name} (copy)`, `${original.name} (copy 2)`]);
    const withoutIds = (template: ReviewTemplate) => ({
      description: template.description,
      scale: template.scale,
      sections: template.sections.map(({ id: _section, questions, ...section }) => ({
        ...section,
        questions: questions.map(({ id: _question, ...question }) => question),
      })),
    });
    expect(withoutIds(first)).toEqual(withoutIds(original));
    expect(questionIds(first).some((id) => questionIds(original).includes(id))).toBe(false);
    expect((await auditOf(first.id))[0]).toMatchObject({
      action: 'review-template.copied',
      summary: `Copied the review template "${original.name}" as "${first.name}"`,
    });
  });

  it('shortens a long name so that the copy stays within 120 characters', async () => {
    const original = await created(templateInput({ name: `${crypto.randomUUID()} ${'x'.repeat(83)}` }));
    const response = await write({ method: 'POST', url: `/api/review-templates/${original.id}/copy` });

    expect(response.statusCode, response.body).toBe(201);
    const { name } = response.json<ReviewTemplate>();
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith(' (copy)')).toBe(true);
  });
});

describe('deleting a review template', () => {
  it('takes it away and audits it; a second delete answers 404', async () => {
    const template = await created();

    const response = await write({ method: 'DELETE', url: `/api/review-templates/${template.id}` });

    expect(response.statusCode).toBe(204);
    expect((await write({ method: 'GET', url: `/api/review-templates/${template.id}` })).statusCode).toBe(404);
    expect((await write({ method: 'DELETE', url: `/api/review-templates/${template.id}` })).statusCode).toBe(404);
    expect((await auditOf(template.id))[0]).toMatchObject({
      action: 'review-template.deleted',
      summary: `Deleted the review template "${template.name}"`,
    });
  });
});
