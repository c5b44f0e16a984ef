import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { signInAs, type SignedInUser } from '../test/clients';

/**
 * Someone else's things: for every resource that belongs to one person, another signed-in person
 * can neither read, change nor delete it. They get the same 404 as for something that does not
 * exist (so ids reveal nothing), and the owner's item is as it was.
 */
const testApp = useTestApp();

let owner: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  [owner, other] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
});

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

/** Sends `request` as `user`, expecting `status`, and answers the JSON body. */
async function send(user: SignedInUser, request: Call, status: number) {
  const response = await user.inject(request);
  expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(status);
  return response.body === '' ? undefined : response.json();
}

/** Creates the owner's item and answers its id. */
async function created(request: Call) {
  const body = await send(owner, request, 201);
  return (body as { id: string }).id;
}

function pdfForm() {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'payslip.pdf');
  return form;
}

interface PersonalResource {
  name: string;
  create: () => Promise<string>;
  /** How the owner sees the item; the same answer before and after the other person's attempts. */
  ownerView: (id: string) => Call;
  /** Every way of reaching one item: reading, changing and deleting it. */
  attempts: (id: string) => Call[];
  /** The owner's list, which must never hold the other person's items. */
  list: string;
}

const resources: PersonalResource[] = [
  {
    name: 'a task',
    create: () =>
      created({
        method: 'POST',
        url: '/api/tasks',
        payload: { text: 'Payroll run', dueDate: '2031-01-10', status: 'scheduled' },
      }),
    ownerView: () => ({ method: 'GET', url: '/api/tasks' }),
    attempts: (id) => [
      { method: 'PATCH', url: `/api/tasks/${id}`, payload: { text: 'Mine now' } },
      { method: 'POST', url: `/api/tasks/${id}/move`, payload: { status: 'completed', index: 0 } },
      { method: 'DELETE', url: `/api/tasks/${id}` },
    ],
    list: '/api/tasks',
  },
  {
    name: 'a goal',
    create: () => created({ method: 'POST', url: '/api/goals', payload: { name: 'Private goal', target: 4 } }),
    ownerView: (id) => ({ method: 'GET', url: `/api/goals/${id}` }),
    attempts: (id) => [
      { method: 'GET', url: `/api/goals/${id}` },
      { method: 'PUT', url: `/api/goals/${id}`, payload: { name: 'Mine now', target: 9 } },
      { method: 'POST', url: `/api/goals/${id}/check-ins`, payload: { progress: 1, status: 'at-risk' } },
      { method: 'DELETE', url: `/api/goals/${id}` },
    ],
    list: '/api/goals',
  },
  {
    name: 'a days-off request',
    create: () =>
      created({
        method: 'POST',
        url: '/api/leave/requests',
        payload: { type: 'Vacation', from: '2031-04-01', to: '2031-04-03', notes: 'Family' },
      }),
    ownerView: () => ({ method: 'GET', url: '/api/leave/requests' }),
    attempts: (id) => [{ method: 'POST', url: `/api/leave/requests/${id}/cancel` }],
    list: '/api/leave/requests',
  },
  {
    name: 'a note',
    create: () => created({ method: 'POST', url: '/api/notes', payload: { text: 'PIN is 1234' } }),
    ownerView: () => ({ method: 'GET', url: '/api/notes' }),
    attempts: (id) => [
      { method: 'PUT', url: `/api/notes/${id}`, payload: { text: 'Mine now' } },
      { method: 'DELETE', url: `/api/notes/${id}` },
    ],
    list: '/api/notes',
  },
  {
    name: 'an emergency contact',
    create: () =>
      created({
        method: 'POST',
        url: '/api/emergency-contacts',
        payload: { name: 'Mo', relationship: 'Brother', email: 'mo@example.com', address: 'Dhaka' },
      }),
    ownerView: () => ({ method: 'GET', url: '/api/emergency-contacts' }),
    attempts: (id) => [
      {
        method: 'PUT',
        url: `/api/emergency-contacts/${id}`,
        payload: { name: 'Eve', relationship: 'Friend', email: 'eve@example.com', address: 'Elsewhere' },
      },
      { method: 'DELETE', url: `/api/emergency-contacts/${id}` },
    ],
    list: '/api/emergency-contacts',
  },
  {
    name: 'an uploaded file',
    create: () => created({ method: 'POST', url: '/api/uploads/documents', payload: pdfForm() }),
    ownerView: () => ({ method: 'GET', url: '/api/uploads?zone=documents' }),
    attempts: (id) => [
      { method: 'GET', url: `/api/uploads/${id}/download` },
      { method: 'DELETE', url: `/api/uploads/${id}` },
    ],
    list: '/api/uploads?zone=documents',
  },
];

/** The ids in a list answer, a page or a whole board. */
const idsIn = (body: unknown) =>
  (Array.isArray(body) ? body : (body as { items: unknown[] }).items).map((item) => (item as { id: string }).id);

describe('another person cannot reach what is yours', () => {
  it.each(resources)('$name: read, change and delete answer 404, and it stays as it was', async (resource) => {
    const id = await resource.create();
    const before = await send(owner, resource.ownerView(id), 200);

    for (const attempt of resource.attempts(id)) await send(other, attempt, 404);

    expect(await send(owner, resource.ownerView(id), 200)).toEqual(before);
    expect(idsIn(await send(other, { method: 'GET', url: resource.list }, 200))).not.toContain(id);
  });

  it("a notification: marking someone else's as read answers 404 and leaves it unread", async () => {
    const manager = await signInAs(testApp, { isManager: true });
    const goalId = await created({ method: 'POST', url: '/api/goals', payload: { name: 'Told', target: 2 } });
    await send(manager, { method: 'PUT', url: `/api/goals/${goalId}/feedback`, payload: { feedback: 'Nice' } }, 200);
    const [notification] = idsIn(await send(owner, { method: 'GET', url: '/api/notifications' }, 200));

    await send(other, { method: 'POST', url: `/api/notifications/${notification}/read` }, 404);

    expect(await send(owner, { method: 'GET', url: '/api/notifications/unread-count' }, 200)).toEqual({ unread: 1 });
    expect(idsIn(await send(other, { method: 'GET', url: '/api/notifications' }, 200))).not.toContain(notification);
  });

  it('a news post or comment: read by everyone, but changed or deleted by its author only (403)', async () => {
    const postId = await created({ method: 'POST', url: '/api/news', payload: { text: 'Launch day' } });
    const commentId = await created({
      method: 'POST',
      url: `/api/news/${postId}/comments`,
      payload: { text: 'Go team' },
    });

    await send(other, { method: 'PUT', url: `/api/news/${postId}`, payload: { text: 'Hijacked' } }, 403);
    await send(other, { method: 'DELETE', url: `/api/news/${postId}` }, 403);
    await send(other, { method: 'DELETE', url: `/api/news/${postId}/comments/${commentId}` }, 403);

    expect(await send(other, { method: 'GET', url: `/api/news/${postId}` }, 200)).toMatchObject({ text: 'Launch day' });
    expect(idsIn(await send(other, { method: 'GET', url: `/api/news/${postId}/comments` }, 200))).toEqual([commentId]);
  });
});
