import { COURSE_MESSAGES, type Course } from '@topgear/shared/courses';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { nextClientAddress, registerUser, setRoles } from '../../../test/factories';
import { seedDemoContent } from '../../db/demo-content';
import { demoCourses } from '../../db/demo-content/courses';
import { courses } from '../../db/schema';

const testApp = useTestApp();

beforeAll(async () => {
  await seedDemoContent(testApp.db);
});

async function listedCourses() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/courses', remoteAddress: nextClientAddress() });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Course[]; nextCursor: string | null }>();
}

const listedIds = async () => (await listedCourses()).items.map((course) => course.id);

const deleteCourse = (id: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/courses/${id}`, headers, remoteAddress: nextClientAddress() });

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

/** A signed-in user's session cookie, with the given admin and manager flags. */
async function signedIn(roles: { isAdmin?: boolean; isManager?: boolean }) {
  const user = await registerUser(testApp.app);
  await setRoles(testApp.db, user.me.id, roles);
  return { cookie: user.cookie };
}

const notFoundBody = { error: { code: 'NOT_FOUND', message: COURSE_MESSAGES.notFound } };

describe('GET /api/courses', () => {
  it('lists the six seeded courses in the order they were added, with the card fields', async () => {
    const { items, nextCursor } = await listedCourses();

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
  it('answers 401 to a visitor and keeps the course', async () => {
    const id = await addCourse();

    const response = await deleteCourse(id);

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
    expect(await listedIds()).toContain(id);
  });

  it('answers 403 to an employee who is neither admin nor manager, and keeps the course', async () => {
    const id = await addCourse();
    const { cookie } = await signedIn({ isAdmin: false, isManager: false });

    const response = await deleteCourse(id, { cookie });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
    });
    expect(await listedIds()).toContain(id);
  });

  it.each([
    ['a manager', { isManager: true }],
    ['an admin', { isAdmin: true }],
  ])('lets %s delete a course: 204, and it is gone from the list', async (_who, roles) => {
    const id = await addCourse();
    const { cookie } = await signedIn(roles);

    const response = await deleteCourse(id, { cookie, origin: TEST_PUBLIC_URL });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await listedIds()).not.toContain(id);
  });

  it('answers 404 when the course was already deleted', async () => {
    const id = await addCourse();
    const { cookie } = await signedIn({ isManager: true });
    expect((await deleteCourse(id, { cookie })).statusCode).toBe(204);

    const again = await deleteCourse(id, { cookie });

    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFoundBody);
  });

  it.each(['not-a-uuid', '12345', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for the id %s, deleting nothing',
    async (id) => {
      const { cookie } = await signedIn({ isAdmin: true });
      const before = await listedIds();

      const response = await deleteCourse(id, { cookie });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
      expect(await listedIds()).toEqual(before);
    },
  );

  it('refuses a delete sent from another site with 403, even from an admin', async () => {
    const id = await addCourse();
    const { cookie } = await signedIn({ isAdmin: true });

    const response = await deleteCourse(id, { cookie, origin: 'https://evil.example' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Requests from other sites are not allowed.' },
    });
    expect(await listedIds()).toContain(id);
  });
});
