import { COURSE_MESSAGES, type Course } from '@topgear/shared/courses';
import type { Page } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { seedDemoContent } from '../../db/demo-content';
import { demoCourses } from '../../db/demo-content/courses';
import { courses } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

beforeAll(async () => {
  await seedDemoContent(testApp.db);
});

const listedIds = async () => (await visitor.getJson<Page<Course>>('/api/courses')).items.map((course) => course.id);

/** A course of this test's own, removed again when the test ends if it is still there. */
async function addCourse() {
  const [row] = await testApp.db
    .insert(courses)
    .values({
      name: 'Negotiation Basics',
      createdBy: 'Test Author',
      description: 'Get to yes without giving everything away.',
      link: 'https://example.com/negotiation',
      image: '/media/courses/negotiation.svg',
    })
    .returning({ id: courses.id });
  const id = row!.id;
  onTestFinished(async () => {
    await testApp.db.delete(courses).where(eq(courses.id, id));
  });
  return id;
}

const notFoundBody = { error: { code: 'NOT_FOUND', message: COURSE_MESSAGES.notFound } };

describe('GET /api/courses', () => {
  it('lists the six seeded courses in the order they were added, with the card fields', async () => {
    const { items, nextCursor } = await visitor.getJson<Page<Course>>('/api/courses');

    expect(nextCursor).toBeNull();
    expect(items).toEqual(
      demoCourses.map(({ name, createdBy, description, link, image }) => ({
        id: expect.any(String),
        name,
        createdBy,
        description,
        link,
        image,
      })),
    );
  });
});

describe('DELETE /api/courses/:id', () => {
  let employee: SignedInUser;
  let manager: SignedInUser;
  let admin: SignedInUser;
  beforeAll(async () => {
    ({ employee, manager, admin } = await signInEachRole(testApp));
  });

  it('answers 401 to a visitor and keeps the course', async () => {
    const id = await addCourse();

    const response = await visitor.inject({ method: 'DELETE', url: `/api/courses/${id}` });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
    expect(await listedIds()).toContain(id);
  });

  it('answers 403 to an employee who is neither admin nor manager, and keeps the course', async () => {
    const id = await addCourse();

    const response = await employee.inject({ method: 'DELETE', url: `/api/courses/${id}` });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
    });
    expect(await listedIds()).toContain(id);
  });

  it.each([
    ['a manager', () => manager],
    ['an admin', () => admin],
  ])('lets %s delete a course: 204, and it is gone from the list', async (_who, user) => {
    const id = await addCourse();

    const response = await user().inject({
      method: 'DELETE',
      url: `/api/courses/${id}`,
      headers: { origin: TEST_PUBLIC_URL },
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await listedIds()).not.toContain(id);
  });

  it('answers 404 when the course was already deleted', async () => {
    const id = await addCourse();
    expect((await manager.inject({ method: 'DELETE', url: `/api/courses/${id}` })).statusCode).toBe(204);

    const again = await manager.inject({ method: 'DELETE', url: `/api/courses/${id}` });

    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFoundBody);
  });

  it.each(['not-a-uuid', '12345', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for the id %s, deleting nothing',
    async (id) => {
      const before = await listedIds();

      const response = await admin.inject({ method: 'DELETE', url: `/api/courses/${id}` });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
      expect(await listedIds()).toEqual(before);
    },
  );

  it('refuses a delete sent from another site with 403, even from an admin', async () => {
    const id = await addCourse();

    const response = await admin.inject({
      method: 'DELETE',
      url: `/api/courses/${id}`,
      headers: { origin: 'https://evil.example' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Requests from other sites are not allowed.' },
    });
    expect(await listedIds()).toContain(id);
  });
});
