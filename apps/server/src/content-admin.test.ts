import type { AuditEntry } from '@topgear/shared/audit';
import { BLOG_MESSAGES } from '@topgear/shared/blogs';
import { COURSE_MESSAGES } from '@topgear/shared/courses';
import { EBOOK_MESSAGES } from '@topgear/shared/ebooks';
import type { Page } from '@topgear/shared/pagination';
import { REVIEW_MESSAGES } from '@topgear/shared/reviews';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { signInEachRole, visitorOf, type SignedInUser } from '../test/clients';
import { seedDemoContent } from './db/demo-content';

/**
 * What administrators publish on the public site (blogs, books, courses) and what managers take
 * down (reviews): each change shows on the public list at once and is logged.
 */
const testApp = useTestApp();
const visitor = visitorOf(testApp);

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  await seedDemoContent(testApp.db);
  ({ employee, manager, admin } = await signInEachRole(testApp));
});

const MEDIA_PICTURE = '/api/media/0b7f1a2e-4c1d-4f3e-9a8b-1c2d3e4f5a6b';

interface PublishedKind {
  kind: string;
  path: string;
  /** The public list the item shows on, and where in it: first for blogs, last for the others. */
  list: { path: string; query: Record<string, string> };
  position: 'first' | 'last';
  valid: Record<string, string>;
  /** Fields with a value the rules refuse, and the message each gets. */
  invalid: Array<[field: string, value: string, message: string]>;
  created: (name: string) => string;
  deleted: (name: string) => string;
  nameField: string;
}

const kinds: PublishedKind[] = [
  {
    kind: 'blog',
    path: '/api/blogs',
    list: { path: '/api/blogs', query: { limit: '100' } },
    position: 'first',
    valid: {
      title: 'Five rituals of teams that ship',
      description: 'What we learned from a year of weekly demos.',
      image: 'https://images.example.com/rituals.png',
      details: 'https://blog.example.com/rituals',
    },
    invalid: [
      ['details', 'javascript:alert(1)', BLOG_MESSAGES.detailsInvalid],
      ['details', 'ftp://example.com/x', BLOG_MESSAGES.detailsInvalid],
      ['image', 'http://images.example.com/a.png', BLOG_MESSAGES.imageInvalid],
      ['title', '   ', BLOG_MESSAGES.titleRequired],
    ],
    created: (name) => `Shared the blog "${name}"`,
    deleted: (name) => `Removed the blog "${name}"`,
    nameField: 'title',
  },
  {
    kind: 'book',
    path: '/api/ebooks',
    list: { path: '/api/ebooks', query: { series: 'iterate-faster', limit: '100' } },
    position: 'last',
    valid: {
      name: 'Iterate Faster, Volume 9',
      image: MEDIA_PICTURE,
      pdf: 'https://books.example.com/iterate-9.pdf',
      description: 'Shorter loops, fewer surprises.',
      series: 'iterate-faster',
    },
    invalid: [
      ['pdf', 'data:application/pdf;base64,JVBER', EBOOK_MESSAGES.pdfInvalid],
      ['series', 'paid', EBOOK_MESSAGES.seriesRequired],
      ['image', '/media/../secret.png', EBOOK_MESSAGES.imageInvalid],
    ],
    created: (name) => `Published the book "${name}"`,
    deleted: (name) => `Removed the book "${name}"`,
    nameField: 'name',
  },
  {
    kind: 'course',
    path: '/api/courses',
    list: { path: '/api/courses', query: { limit: '100' } },
    position: 'last',
    valid: {
      name: 'Negotiation Basics',
      createdBy: 'Rana Hossain',
      description: 'Get to yes without giving everything away.',
      link: 'http://courses.example.com/negotiation',
      image: '/media/courses/negotiation.svg',
    },
    invalid: [
      ['link', 'courses.example.com', COURSE_MESSAGES.linkInvalid],
      ['createdBy', '', COURSE_MESSAGES.createdByRequired],
    ],
    created: (name) => `Added the course "${name}"`,
    deleted: (name) => `Deleted the course "${name}"`,
    nameField: 'name',
  },
];

const latestEntry = async () => (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '1' })).items[0];
const listed = async ({ list }: PublishedKind) =>
  (await visitor.getJson<Page<{ id: string }>>(list.path, list.query)).items.map((item) => item.id);

describe.each(kinds)('publishing a $kind', (kind) => {
  it('answers 401 to a visitor and 403 to an employee and a manager, publishing nothing', async () => {
    const before = await listed(kind);

    expect((await visitor.inject({ method: 'POST', url: kind.path, payload: kind.valid })).statusCode).toBe(401);
    expect((await employee.inject({ method: 'POST', url: kind.path, payload: kind.valid })).statusCode).toBe(403);
    expect((await manager.inject({ method: 'POST', url: kind.path, payload: kind.valid })).statusCode).toBe(403);
    expect(await listed(kind)).toEqual(before);
  });

  it('lets an administrator publish it: 201, on the public list at once, and logged', async () => {
    const response = await admin.inject({ method: 'POST', url: kind.path, payload: kind.valid });

    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<{ id: string }>();
    expect(item).toMatchObject({ id: expect.any(String), ...kind.valid });
    const ids = await listed(kind);
    expect(kind.position === 'first' ? ids[0] : ids.at(-1)).toBe(item.id);
    expect(await latestEntry()).toMatchObject({
      actorId: admin.me.id,
      subjectId: item.id,
      summary: kind.created(kind.valid[kind.nameField]!),
    });
  });

  it.each(kind.invalid)('answers 400 when %s is %j, publishing nothing', async (field, value, message) => {
    const before = await listed(kind);

    const response = await admin.inject({ method: 'POST', url: kind.path, payload: { ...kind.valid, [field]: value } });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(await listed(kind)).toEqual(before);
  });

  it('answers 400 naming every field when the body is empty', async () => {
    const response = await admin.inject({ method: 'POST', url: kind.path, payload: {} });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(Object.keys(kind.valid).sort());
  });
});

describe.each(kinds.filter((kind) => kind.kind !== 'course'))('removing a $kind', (kind) => {
  it('is for administrators only; it leaves the public list, is logged, and a second removal is a 404', async () => {
    const item = (await admin.inject({ method: 'POST', url: kind.path, payload: kind.valid })).json<{ id: string }>();
    const url = `${kind.path}/${item.id}`;
    expect((await visitor.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await manager.inject({ method: 'DELETE', url })).statusCode).toBe(403);

    expect((await admin.inject({ method: 'DELETE', url })).statusCode).toBe(204);

    expect(await listed(kind)).not.toContain(item.id);
    expect(await latestEntry()).toMatchObject({
      subjectId: item.id,
      summary: kind.deleted(kind.valid[kind.nameField]!),
    });
    expect((await admin.inject({ method: 'DELETE', url })).statusCode).toBe(404);
  });
});

describe('DELETE /api/reviews/:id', () => {
  async function review() {
    const response = await employee.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { name: 'Shirin Akter', rating: 2, feedback: 'Spam spam spam' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  it('answers 401 to a visitor and 403 to an employee, even the author', async () => {
    const id = await review();

    expect((await visitor.inject({ method: 'DELETE', url: `/api/reviews/${id}` })).statusCode).toBe(401);
    expect((await employee.inject({ method: 'DELETE', url: `/api/reviews/${id}` })).statusCode).toBe(403);
    expect((await visitor.inject({ method: 'GET', url: `/api/reviews/${id}` })).statusCode).toBe(200);
  });

  it.each([
    ['a manager', () => manager],
    ['an administrator', () => admin],
  ])('lets %s remove it: gone from the list and its page, and logged', async (_who, remover) => {
    const id = await review();

    expect((await remover().inject({ method: 'DELETE', url: `/api/reviews/${id}` })).statusCode).toBe(204);

    const gone = await visitor.inject({ method: 'GET', url: `/api/reviews/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(REVIEW_MESSAGES.notFound);
    const reviews = await visitor.getJson<Page<{ id: string }>>('/api/reviews', { limit: '100' });
    expect(reviews.items.map((item) => item.id)).not.toContain(id);
    expect(await latestEntry()).toMatchObject({
      actorId: remover().me.id,
      action: 'review.deleted',
      summary: 'Removed the review by Shirin Akter',
    });
    expect((await remover().inject({ method: 'DELETE', url: `/api/reviews/${id}` })).statusCode).toBe(404);
  });
});
