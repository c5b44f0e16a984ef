import type { AuditEntry } from '@topgear/shared/audit';
import {
  ACTIVE_VALUES_MAX,
  COMPANY_VALUE_MESSAGES,
  type CompanyValue,
  type CompanyValueInput,
} from '@topgear/shared/company-values';
import type { Page } from '@topgear/shared/pagination';
import type { InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';

const testApp = useTestApp();

let employee: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  ({ employee, admin } = await signInEachRole(testApp));
});

/** A write as the administrator, from the app's own origin. */
const write = (options: Pick<InjectOptions, 'method' | 'url' | 'payload'>) =>
  admin.inject({ ...options, headers: { origin: TEST_PUBLIC_URL } });

const valueInput = (changes: Partial<CompanyValueInput> = {}): CompanyValueInput => ({
  name: `Ownership ${crypto.randomUUID().slice(0, 8)}`,
  description: 'We finish what we start.',
  icon: 'rocket',
  ...changes,
});

async function created(input = valueInput()) {
  const response = await write({ method: 'POST', url: '/api/company-values', payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CompanyValue>();
}

const listed = () => employee.getJson<CompanyValue[]>('/api/company-values');
const namesInUse = async () => (await listed()).filter((value) => value.retiredAt === null).map(({ name }) => name);

const retire = (id: string) => write({ method: 'POST', url: `/api/company-values/${id}/retire` });
const restore = (id: string) => write({ method: 'POST', url: `/api/company-values/${id}/restore` });
const order = (ids: string[]) => write({ method: 'PUT', url: '/api/company-values/order', payload: { ids } });

const auditOf = async (subjectId: string) =>
  (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '20' })).items.filter(
    (entry) => entry.subjectId === subjectId,
  );

// The values are the company's, shared by every test here: each starts with none in use.
beforeEach(async () => {
  for (const value of await listed())
    if (value.retiredAt === null) expect((await retire(value.id)).statusCode).toBe(200);
});

describe('company values', () => {
  it('are read by everyone signed in, in the order they were added, and by no visitor', async () => {
    const first = await created(valueInput({ icon: 'heart' }));
    const second = await created();

    expect(await namesInUse()).toEqual([first.name, second.name]);
    expect((await listed())[0]).toEqual({
      id: first.id,
      name: first.name,
      description: 'We finish what we start.',
      icon: 'heart',
      retiredAt: null,
    });
    expect((await visitorOf(testApp).inject({ method: 'GET', url: '/api/company-values' })).statusCode).toBe(401);
  });

  it('are added and changed by administrators only, each change audited', async () => {
    const value = await created();
    expect((await auditOf(value.id))[0]).toMatchObject({
      action: 'company-value.created',
      summary: `Added the company value "${value.name}"`,
    });

    const changed = await write({
      method: 'PUT',
      url: `/api/company-values/${value.id}`,
      payload: { name: 'Candour', description: '', icon: 'lightbulb' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: value.id, name: 'Candour', description: '', icon: 'lightbulb' });
    expect((await auditOf(value.id))[0]).toMatchObject({ action: 'company-value.updated' });

    const byEmployee = await employee.inject({
      method: 'POST',
      url: '/api/company-values',
      payload: valueInput(),
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(byEmployee.statusCode).toBe(403);
  });

  it('refuse a name another value has, whatever its case, a retired one too', async () => {
    const value = await created();
    expect((await retire(value.id)).statusCode).toBe(200);

    const again = await write({
      method: 'POST',
      url: '/api/company-values',
      payload: valueInput({ name: value.name.toUpperCase() }),
    });

    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'NAME_TAKEN', fields: { name: COMPANY_VALUE_MESSAGES.nameTaken } },
    });
  });

  it('keep one of two values added with one name at the same moment', async () => {
    const input = valueInput();
    const responses = await Promise.all(
      [input, { ...input, name: input.name.toLowerCase() }].map((payload) =>
        write({ method: 'POST', url: '/api/company-values', payload }),
      ),
    );

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await listed()).filter((value) => value.name.toLowerCase() === input.name.toLowerCase())).toHaveLength(1);
  });

  it.each([
    ['a name with markup', { name: '<b>Bold</b>' }, 'name'],
    ['no name', { name: '   ' }, 'name'],
    ['a long description', { description: 'x'.repeat(281) }, 'description'],
    ['an icon the product does not draw', { icon: 'skull' }, 'icon'],
  ])('refuse %s with a message on the field', async (_, changes, field) => {
    const response = await write({
      method: 'POST',
      url: '/api/company-values',
      payload: { ...valueInput(), ...changes },
    });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual([field]);
  });

  it(`are at most ${ACTIVE_VALUES_MAX} in use, even when the last two are added at the same moment`, async () => {
    for (let count = 0; count < ACTIVE_VALUES_MAX - 1; count += 1) await created();

    const responses = await Promise.all(
      [valueInput(), valueInput()].map((payload) => write({ method: 'POST', url: '/api/company-values', payload })),
    );

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({
      error: { code: 'TOO_MANY_VALUES', message: COMPANY_VALUE_MESSAGES.tooMany },
    });
    expect(await namesInUse()).toHaveLength(ACTIVE_VALUES_MAX);
  });
});

describe('ordering company values', () => {
  it('puts the values in use in the order given, and audits it', async () => {
    const [a, b, c] = [await created(), await created(), await created()];

    const response = await order([c.id, a.id, b.id]);

    expect(response.statusCode, response.body).toBe(200);
    expect(await namesInUse()).toEqual([c.name, a.name, b.name]);
    const entries = await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '1' });
    expect(entries.items[0]).toMatchObject({
      action: 'company-value.reordered',
      summary: `Put the company values in the order ${c.name}, ${a.name}, ${b.name}`,
    });
  });

  it('refuses an order made from an out-of-date list, and changes nothing', async () => {
    const [a, b] = [await created(), await created()];
    const added = await created();

    for (const ids of [
      [b.id, a.id],
      [b.id, a.id, added.id, added.id],
      [b.id, a.id, crypto.randomUUID()],
    ]) {
      const response = await order(ids);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: { code: 'ORDER_CHANGED', message: COMPANY_VALUE_MESSAGES.orderChanged },
      });
    }
    expect(await namesInUse()).toEqual([a.name, b.name, added.name]);
  });

  it('settles two administrators ordering at once: the values end in one of the two orders', async () => {
    const [a, b, c] = [await created(), await created(), await created()];

    const responses = await Promise.all([order([c.id, b.id, a.id]), order([b.id, a.id, c.id])]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect([
      [c.name, b.name, a.name],
      [b.name, a.name, c.name],
    ]).toContainEqual(await namesInUse());
  });
});

describe('retiring a company value', () => {
  it('moves it out of use, keeps it listed as retired, and puts it back last when restored', async () => {
    const [a, b] = [await created(), await created()];

    const retired = await retire(a.id);
    expect(retired.statusCode).toBe(200);
    expect(retired.json<CompanyValue>().retiredAt).not.toBeNull();
    expect(await namesInUse()).toEqual([b.name]);
    expect((await listed()).find((value) => value.id === a.id)?.retiredAt).not.toBeNull();
    expect((await retire(a.id)).statusCode).toBe(200);

    const restored = await restore(a.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<CompanyValue>().retiredAt).toBeNull();
    expect(await namesInUse()).toEqual([b.name, a.name]);
    expect((await auditOf(a.id)).map((entry) => entry.action)).toEqual([
      'company-value.restored',
      'company-value.retired',
      'company-value.created',
    ]);
  });

  it('is not restored past the number of values in use a company may have', async () => {
    const spare = await created();
    await retire(spare.id);
    for (let count = 0; count < ACTIVE_VALUES_MAX; count += 1) await created();

    const response = await restore(spare.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'TOO_MANY_VALUES' } });
  });

  it('answers 404 for a value that does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await retire(unknown),
      await restore(unknown),
      await write({ method: 'PUT', url: `/api/company-values/${unknown}`, payload: valueInput() }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: COMPANY_VALUE_MESSAGES.notFound } });
    }
  });
});
