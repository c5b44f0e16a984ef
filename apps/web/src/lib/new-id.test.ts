import { describe, expect, it } from 'vitest';
import { newId } from './new-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('ids the browser gives', () => {
  it('are the runtime’s UUIDs where it has them', () => {
    const runtime = { randomUUID: () => 'from-runtime', getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect(newId(runtime)).toBe('from-runtime');
  });

  it('are version 4 UUIDs built from random bytes on a page without randomUUID (plain HTTP)', () => {
    const withoutRandomUUID = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => newId(withoutRandomUUID)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
