import { isEmail } from '@topgear/shared/email';
import { emailSchema } from '@topgear/shared/users';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoInvitation } from './invitation';

const ORGANIZER = { email: 'demo@topgear.test', publicUrl: 'http://localhost:3000' };

/** The address in a real invitation, as the booking service builds it. */
const invitationFor = (email: string) =>
  demoInvitation(
    {
      id: '8f14e45f-ceea-4672-a3c9-8c1f1a7d3b2e',
      name: 'Ada Lovelace',
      email,
      company: 'Analytical Engines Ltd',
      language: 'English',
      date: '2030-01-15',
      time: '10:00',
      timeZone: '+06:00',
      startsAt: new Date('2030-01-15T04:00:00Z'),
    },
    ORGANIZER,
  );

/** A small deterministic generator (mulberry32), so a failure names an address that fails every run. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Mostly plausible addresses with one odd character here and there: where mistakes hide. */
function candidateAddresses(count: number) {
  const random = randomSource(20_261_122);
  const pick = (characters: string) => characters[Math.floor(random() * characters.length)] ?? '';
  const word = (characters: string, longest: number) =>
    Array.from({ length: 1 + Math.floor(random() * longest) }, () => pick(characters)).join('');
  const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const odd = `._'+-!#$%&*/=?^\`{|}~;,:"<>()[]\\ \t\u0000\u00e9\u00e4_@\u202e\u200b`;
  const label = () => word(random() < 0.9 ? plain : plain + odd, 8);
  return Array.from({ length: count }, () => {
    const local = [label(), ...(random() < 0.3 ? [label()] : [])].join(random() < 0.8 ? '.' : pick(odd));
    const domain = Array.from({ length: 1 + Math.floor(random() * 3) }, label).join(random() < 0.9 ? '.' : pick(odd));
    return `${local}@${domain}.${random() < 0.9 ? word('abcdefghijklmnopqrstuvwxyz', 4) : label()}`;
  });
}

describe('the one email rule', () => {
  it.each([
    'ann@mail.example_corp.com',
    'josé@exämple.com',
    'a;b@example.com',
    'a@b..io',
    'a\u0000b@example.com',
    'ada@example',
    '.ada@example.com',
    'ada.@example.com',
    'ada@-example.com',
    'ada@example-.com',
    `${'a'.repeat(65)}@example.com`,
  ])('refuses %j, on the client and on the server alike', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(false);
    expect(isEmail(email)).toBe(false);
  });

  it.each(["o'brien@example.com", 'first.last+tag@sub.example.org', 'a_b-c@x-y.co', 'ADA@EXAMPLE.COM'])(
    'accepts %j',
    (email) => {
      expect(emailSchema.safeParse(email).success).toBe(true);
      expect(isEmail(email)).toBe(true);
    },
  );

  it('accepts only addresses that the account library takes and that fit in a calendar invitation', () => {
    const accepted = candidateAddresses(3_000).filter((email) => emailSchema.safeParse(email).success);
    // Enough of them pass for the check to mean something.
    expect(accepted.length).toBeGreaterThan(1_000);
    for (const email of accepted) {
      expect(z.email().safeParse(email).success, email).toBe(true);
      expect(() => invitationFor(email), email).not.toThrow();
    }
  });
});
