import type { AuditEntry } from '@topgear/shared/audit';
import type { Notification } from '@topgear/shared/notifications';
import type { Page } from '@topgear/shared/pagination';
import type { ReviewCycle } from '@topgear/shared/review-cycles';
import type { ManagerPacket, PersonReviewCycles, ReviewPacket } from '@topgear/shared/review-packets';
import type { ReviewTemplateInput } from '@topgear/shared/review-templates';
import type { ReviewRequest } from '@topgear/shared/review-writing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { answered, signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { pdfText } from '../../../test/pdf-text';
import { praiseGivenAt } from '../../../test/praise';
import { aCycleBeingWritten, TEMPLATE_WITH_UPWARD, writeAndSubmit } from '../../../test/reviews';
import { reviewParticipants } from '../../db/schema';

const testApp = useTestApp();

const PRIVATE_PROMPT = 'What should their managers know?';

/** The template with upward questions, and a written question whose answers only managers read. */
const TEMPLATE: ReviewTemplateInput = {
  ...TEMPLATE_WITH_UPWARD,
  sections: [
    ...TEMPLATE_WITH_UPWARD.sections,
    {
      title: 'For managers',
      questions: [
        { kind: 'text', prompt: PRIVATE_PROMPT, answeredBy: ['self', 'manager', 'peer'], visibility: 'managers' },
      ],
    },
  ],
};

/**
 * Answers every question, rating 4, writing "<who> shared" to the questions shared with the person
 * and "<who> private" to those private to managers (as a written answer, or a rating's comment).
 */
const answersOf = (who: string) => (question: ReviewRequest['questions'][number]) => {
  const words = `${who} ${question.visibility === 'shared' ? 'shared' : 'private'}`;
  if (question.kind === 'text') return { rating: null, text: words };
  return { rating: 4, text: question.visibility === 'shared' ? '' : words };
};

/**
 * `top` ← `lead` ← `first`, `second`, `third`, all but `top` in the cycle (threshold 3), with self,
 * manager, peer and upward reviews: `first` has two peers, `second` and `third` (below the
 * threshold); `lead` has three reports (at it). `outsider` manages nobody in it.
 */
/** A goal whose name the PDF's standard fonts could not write (Ł, Cyrillic, Greek). */
const GOAL = 'Ship the packet to Łódź, Київ and Αθήνα';

let admin: SignedInUser;
let top: SignedInUser;
let lead: SignedInUser;
let first: SignedInUser;
let second: SignedInUser;
let third: SignedInUser;
let outsider: SignedInUser;
let cycle: ReviewCycle;
let goalId: string;
beforeAll(async () => {
  ({ admin, top, lead, first, second, third, cycle } = await aCycleBeingWritten(testApp, TEMPLATE));
  outsider = await signInAs(testApp, { isManager: true });

  // A goal without dates counts in every period.
  const goal = await answered<{ id: string }>(
    first,
    { method: 'POST', url: '/api/goals', payload: { name: GOAL, target: 4 } },
    201,
  );
  goalId = goal.id;
  await answered(
    first,
    { method: 'POST', url: `/api/goals/${goalId}/check-ins`, payload: { progress: 3, status: 'on-track' } },
    201,
  );

  await writeAndSubmit(first, cycle.id, 'self', first, answersOf('First'));
  await writeAndSubmit(lead, cycle.id, 'manager', first, answersOf('Lead'));
  await writeAndSubmit(second, cycle.id, 'peer', first, answersOf('Second'));
  await writeAndSubmit(third, cycle.id, 'peer', first, answersOf('Third'));
  await praiseFirstOn('2026-03-10T09:00:00Z', PUBLIC_PRAISE, 'public');
  await praiseFirstOn('2026-06-30T22:00:00Z', PRIVATE_PRAISE, 'private');
  await praiseFirstOn('2026-07-01T00:00:00Z', 'After the period', 'public');
  await praiseFirstOn('2025-12-31T23:59:59Z', 'Before the period', 'public');
  for (const [report, word] of [
    [first, 'Zealous'],
    [second, 'Always'],
    [third, 'Makes'],
  ] as const) {
    await writeAndSubmit(report, cycle.id, 'upward', lead, { rating: 5, text: `${word} about us` });
  }
});

const PUBLIC_PRAISE = 'Public thanks in the period';
const PRIVATE_PRAISE = 'Private thanks in the period';

/** `outsider` praises `first`, as if at `at`. */
const praiseFirstOn = (at: string, message: string, visibility: 'public' | 'private') =>
  praiseGivenAt(testApp, outsider, at, { recipientIds: [first.me.id], message, visibility });

const advance = (from: string) =>
  answered<ReviewCycle>(admin, { method: 'POST', url: `/api/review-cycles/${cycle.id}/advance`, payload: { from } });

const mineUrl = () => `/api/review-cycles/${cycle.id}/packet`;
const theirsUrl = (person: SignedInUser) => `/api/review-cycles/${cycle.id}/people/${person.me.id}/packet`;
const shareUrl = (person: SignedInUser) => `/api/review-cycles/${cycle.id}/people/${person.me.id}/sharing`;
const acknowledgeUrl = () => `/api/review-cycles/${cycle.id}/packet/acknowledgement`;
const asOrigin = { origin: TEST_PUBLIC_URL };

const statusOf = async (client: SignedInUser, url: string) => (await client.inject({ method: 'GET', url })).statusCode;

/** What only managers may read about `first`, and what `first`'s peers wrote below the threshold. */
const SECRETS = ['First private', 'Lead private', 'Second private', PRIVATE_PROMPT, 'Overall performance this period'];
const BELOW_THRESHOLD = ['Second shared', 'Third shared'];

describe('while the reviews are written', () => {
  it('keeps the packet from everyone, managers included', async () => {
    for (const reader of [lead, top, admin]) expect(await statusOf(reader, theirsUrl(first)), reader.email).toBe(404);
    expect(await statusOf(first, mineUrl())).toBe(404);
  });
});

describe('in calibration', () => {
  beforeAll(async () => {
    await advance('writing');
    // The final rating is calibration's; written here as calibration would leave it.
    await testApp.app.db
      .update(reviewParticipants)
      .set({ finalRating: 4 })
      .where(and(eq(reviewParticipants.cycleId, cycle.id), eq(reviewParticipants.personId, first.me.id)));
  });

  it("gives the person's managers up the frozen chain and administrators the whole packet, private answers marked", async () => {
    for (const reader of [lead, top, admin]) {
      const packet = await reader.getJson<ManagerPacket>(theirsUrl(first));
      expect(packet.finalRating).toEqual({
        value: 4,
        label: 'Exceeds expectations',
        description: 'Often goes beyond what the role expects.',
      });
      expect(packet.sharedAt).toBeNull();
      expect(packet.canShare).toBe(false);
    }

    const response = await lead.inject({ method: 'GET', url: theirsUrl(first) });
    const packet = response.json<ManagerPacket>();
    expect(packet.goals).toEqual([{ id: goalId, name: GOAL, target: 4, progress: 3, status: 'on-track' }]);
    const questions = packet.sections.flatMap((section) => section.questions);
    expect(questions.find((question) => question.prompt === PRIVATE_PROMPT)).toMatchObject({
      visibility: 'managers',
      self: { rating: null, text: 'First private' },
      manager: { rating: null, text: 'Lead private' },
      groups: [{ relation: 'peer', shown: false, ratings: null, average: null, texts: [] }],
    });
    expect(questions.find((question) => question.prompt === 'Overall performance this period')).toMatchObject({
      visibility: 'managers',
      levels: expect.any(Array),
      manager: { rating: 4, text: 'Lead private' },
    });
    // Two peers are below the threshold of three: nothing they wrote, nor who they are, is in the answer.
    for (const secret of [...BELOW_THRESHOLD, 'Second private', second.me.id, third.me.id]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('lists the praise the person received in the period as evidence, as each reader may read it', async () => {
    const messages = async (reader: SignedInUser) => {
      const { praise: evidence } = await reader.getJson<ManagerPacket>(theirsUrl(first));
      return { total: evidence.total, messages: evidence.items.map((item) => item.message) };
    };

    expect(await messages(lead)).toEqual({ total: 2, messages: [PRIVATE_PRAISE, PUBLIC_PRAISE] });
    // Private praise is for its author, its people and their manager: not the chain above, nor administrators.
    for (const reader of [top, admin]) expect(await messages(reader)).toEqual({ total: 1, messages: [PUBLIC_PRAISE] });
  });

  it('answers 404 to anyone else: the person, a peer, a manager outside the chain', async () => {
    for (const reader of [first, second, outsider]) {
      expect(await statusOf(reader, theirsUrl(first)), reader.email).toBe(404);
      expect(await statusOf(reader, `${theirsUrl(first)}.pdf`), reader.email).toBe(404);
    }
    expect(await statusOf(lead, `/api/review-cycles/${cycle.id}/people/${outsider.me.id}/packet`)).toBe(404);
    expect((await visitorOf(testApp).inject({ method: 'GET', url: theirsUrl(first) })).statusCode).toBe(401);
  });

  it('keeps the packet from the person until it is shared, and refuses to share before the sharing phase', async () => {
    expect(await statusOf(first, mineUrl())).toBe(404);
    expect(await statusOf(first, `${mineUrl()}.pdf`)).toBe(404);

    const sharing = await lead.inject({ method: 'POST', url: shareUrl(first), headers: asOrigin });
    expect(sharing.statusCode).toBe(409);
    expect(sharing.json()).toMatchObject({ error: { code: 'CYCLE_NOT_SHARING' } });
    const bulk = await admin.inject({
      method: 'POST',
      url: `/api/review-cycles/${cycle.id}/sharing`,
      payload: { personIds: [first.me.id] },
      headers: asOrigin,
    });
    expect(bulk.statusCode).toBe(409);
    expect(await statusOf(first, mineUrl())).toBe(404);
  });

  it("lists the cycle on the person's page for their managers, and not yet for the person", async () => {
    const url = `/api/people/${first.me.id}/review-cycles`;
    expect(await first.getJson<PersonReviewCycles>(url)).toEqual([]);
    expect(await lead.getJson<PersonReviewCycles>(url)).toEqual([
      {
        cycle: expect.objectContaining({ id: cycle.id, phase: 'calibration' }),
        finalRating: 'Exceeds expectations',
        sharedAt: null,
        acknowledgedAt: null,
        packetAvailable: true,
      },
    ]);
    expect(await statusOf(outsider, url)).toBe(404);
  });
});

describe('in sharing', () => {
  beforeAll(async () => {
    await advance('calibration');
  });

  it('is shared by the manager the cycle froze, once; the person is told and the share audited', async () => {
    for (const sharer of [top, second, outsider]) {
      const refused = await sharer.inject({ method: 'POST', url: shareUrl(first), headers: asOrigin });
      expect(refused.statusCode, sharer.email).toBe(404);
    }
    expect((await lead.getJson<ManagerPacket>(theirsUrl(first))).canShare).toBe(true);

    const shared = await answered<ManagerPacket>(lead, { method: 'POST', url: shareUrl(first) });

    expect(shared.sharedAt).not.toBeNull();
    expect(shared.canShare).toBe(false);
    const again = await lead.inject({ method: 'POST', url: shareUrl(first), headers: asOrigin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'ALREADY_SHARED' } });
    const { items } = await first.getJson<Page<Notification>>('/api/notifications');
    expect(items.filter((item) => item.kind === 'review-shared')).toEqual([
      expect.objectContaining({ link: `/dashboard/performance/cycles/${cycle.id}/packet` }),
    ]);
    const log = await admin.getJson<Page<AuditEntry>>('/api/audit-log');
    expect(log.items.find((entry) => entry.action === 'review-cycle.shared')).toMatchObject({
      actorId: lead.me.id,
      subjectId: cycle.id,
      summary: `Shared ${first.me.fullName}'s review of "${cycle.name}" with them`,
    });
  });

  it('gives the person every shared answer and nothing private to managers, nor a group below the threshold', async () => {
    const response = await first.inject({ method: 'GET', url: mineUrl() });
    expect(response.statusCode).toBe(200);
    const mine = response.json<ReviewPacket>();
    for (const secret of [...SECRETS, ...BELOW_THRESHOLD, second.me.id, third.me.id]) {
      expect(response.body).not.toContain(secret);
    }

    // Nothing else is missing: the managers' packet less its private questions.
    const { canShare: _, ...theirs } = await lead.getJson<ManagerPacket>(theirsUrl(first));
    expect(mine).toEqual({
      ...theirs,
      sections: theirs.sections
        .map((section) => ({
          ...section,
          questions: section.questions.filter((question) => question.visibility === 'shared'),
        }))
        .filter((section) => section.questions.length > 0),
    });
    const wentWell = mine.sections.flatMap((section) => section.questions).find((q) => q.prompt === 'What went well?');
    expect(wentWell).toMatchObject({
      self: { rating: null, text: 'First shared' },
      manager: { rating: null, text: 'Lead shared' },
      groups: [{ relation: 'peer', shown: false, ratings: null, average: null, texts: [] }],
    });
    expect(mine.finalRating?.label).toBe('Exceeds expectations');
    expect(mine.acknowledgement).toBeNull();
  });

  it("writes the person's PDF without the private answers, and the managers' with them", async () => {
    const response = await first.inject({ method: 'GET', url: `${mineUrl()}.pdf` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="review-[a-z0-9-]+\.pdf"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.rawPayload);
    for (const shown of ['Exceeds expectations', `${GOAL}: 3 of 4`, 'First shared', 'Lead shared', PUBLIC_PRAISE]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('Peers: Not enough responses to show');
    for (const secret of [...SECRETS, ...BELOW_THRESHOLD]) expect(text).not.toContain(secret);

    const managers = await pdfText((await lead.inject({ method: 'GET', url: `${theirsUrl(first)}.pdf` })).rawPayload);
    for (const shown of ['Lead private', 'First private', PRIVATE_PROMPT, 'Private to their managers']) {
      expect(managers).toContain(shown);
    }
    for (const secret of BELOW_THRESHOLD) expect(managers).not.toContain(secret);
  });

  it('lets administrators share many at once in one go, skipping those shared already', async () => {
    const bulk = (personIds: string[]) =>
      admin.inject({
        method: 'POST',
        url: `/api/review-cycles/${cycle.id}/sharing`,
        payload: { personIds },
        headers: asOrigin,
      });
    const everyone = [first, second, third, lead].map((person) => person.me.id);

    expect((await bulk([...everyone, outsider.me.id])).statusCode).toBe(400);
    expect(await admin.getJson(`/api/review-cycles/${cycle.id}/sharing`)).toEqual({
      participants: 4,
      shared: 1,
      acknowledged: 0,
      waitingIds: expect.arrayContaining([second.me.id, third.me.id, lead.me.id]),
    });

    expect((await bulk(everyone)).json()).toEqual({ shared: 3 });
    expect((await bulk(everyone)).json()).toEqual({ shared: 0 });
    expect(await admin.getJson(`/api/review-cycles/${cycle.id}/sharing`)).toMatchObject({ shared: 4, waitingIds: [] });
  });

  it("pools the reports' answers from the threshold on, without names, in the manager's own packet", async () => {
    const response = await lead.inject({ method: 'GET', url: mineUrl() });
    const leading = response
      .json<ReviewPacket>()
      .sections.flatMap((section) => section.questions)
      .filter((question) => question.groups.some((group) => group.relation === 'upward'));
    expect(leading.map(({ prompt, groups }) => [prompt, groups])).toEqual([
      [
        'How well do they lead?',
        [{ relation: 'upward', shown: true, ratings: [0, 0, 0, 0, 3], average: 5, texts: [] }],
      ],
      [
        'What should they keep doing?',
        [
          {
            relation: 'upward',
            shown: true,
            ratings: null,
            average: null,
            texts: ['Always about us', 'Makes about us', 'Zealous about us'],
          },
        ],
      ],
    ]);
    for (const report of [first, second, third]) expect(response.body).not.toContain(report.me.id);
  });

  it('is acknowledged once, with a comment the manager reads, even when two tabs send it at once', async () => {
    const acknowledge = (comment: string) =>
      second.inject({ method: 'POST', url: acknowledgeUrl(), payload: { comment }, headers: asOrigin });
    expect((await acknowledge('x'.repeat(2_001))).statusCode).toBe(400);

    const both = await Promise.all([acknowledge('Thanks, fair review'), acknowledge('Thanks, fair review')]);

    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((response) => response.statusCode === 409)?.json()).toMatchObject({
      error: { code: 'ALREADY_ACKNOWLEDGED' },
    });
    const theirs = await lead.getJson<ManagerPacket>(theirsUrl(second));
    expect(theirs.acknowledgement).toEqual({ at: expect.any(String), comment: 'Thanks, fair review' });
    const { items } = await lead.getJson<Page<Notification>>('/api/notifications');
    expect(items.filter((item) => item.kind === 'review-acknowledged')).toEqual([
      expect.objectContaining({ link: `/dashboard/performance/cycles/${cycle.id}/people/${second.me.id}/packet` }),
    ]);
    expect((await second.getJson<ReviewPacket>(mineUrl())).acknowledgement?.comment).toBe('Thanks, fair review');
  });

  it("lists the shared cycle on the person's own page, with its final rating", async () => {
    expect(await first.getJson<PersonReviewCycles>(`/api/people/${first.me.id}/review-cycles`)).toEqual([
      {
        cycle: expect.objectContaining({ id: cycle.id, phase: 'sharing' }),
        finalRating: 'Exceeds expectations',
        sharedAt: expect.any(String),
        acknowledgedAt: null,
        packetAvailable: true,
      },
    ]);
  });
});
