import { NEWSLETTER_MESSAGES } from '@topgear/shared/newsletter';
import { uniqueEmail } from '@topgear/shared/test-factories';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { visitorOf } from '../../../test/clients';
import { newsletterSubscriptions } from '../../db/schema';

const testApp = useTestApp();

const visitor = visitorOf(testApp);
const SUBSCRIPTIONS = '/api/newsletter/subscriptions';

async function subscriptionsOf(email: string) {
  return testApp.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
}

describe('POST /api/newsletter/subscriptions', () => {
  it('subscribes a new email with 201, and stores it', async () => {
    const email = uniqueEmail('reader');

    const response = await visitor.inject({ method: 'POST', url: SUBSCRIPTIONS, payload: { email } });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'subscribed', message: NEWSLETTER_MESSAGES.subscribed });
    expect(await subscriptionsOf(email)).toEqual([expect.objectContaining({ email })]);
  });

  it('answers 200 already-subscribed, kindly, to the same email in another case, storing it once', async () => {
    const email = uniqueEmail('reader');
    expect((await visitor.inject({ method: 'POST', url: SUBSCRIPTIONS, payload: { email } })).statusCode).toBe(201);

    const again = await visitor.inject({
      method: 'POST',
      url: SUBSCRIPTIONS,
      payload: { email: `  ${email.toUpperCase()} ` },
    });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'already-subscribed', message: NEWSLETTER_MESSAGES.alreadySubscribed });
    expect(await subscriptionsOf(email)).toHaveLength(1);
  });

  it.each([
    ['no email', {}],
    ['an empty email', { email: '' }],
    ['an email without a domain', { email: 'reader@' }],
    ['an email without a dot in the domain', { email: 'reader@example' }],
    ['two addresses', { email: 'a@example.com b@example.com' }],
    ['a number', { email: 42 }],
  ])('answers 400 Invalid Email for %s', async (_case, payload) => {
    const response = await visitor.inject({ method: 'POST', url: SUBSCRIPTIONS, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Invalid Email', fields: { email: 'Invalid Email' } },
    });
  });

  it('stores one subscription when the same email subscribes twice at once', async () => {
    const email = uniqueEmail('reader');

    const responses = await Promise.all([
      visitor.inject({ method: 'POST', url: SUBSCRIPTIONS, payload: { email } }),
      visitor.inject({ method: 'POST', url: SUBSCRIPTIONS, payload: { email: email.toUpperCase() } }),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(await subscriptionsOf(email)).toHaveLength(1);
  });
});
