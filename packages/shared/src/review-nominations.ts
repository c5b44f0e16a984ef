/**
 * Peer nominations, the phase of a review cycle after launch when it has peer reviews: each person
 * nominates the peers who will review them, within the cycle's limits; their manager (as the cycle
 * froze it) approves, removes or adds; a nominated peer may decline, giving a reason their manager
 * reads. Moving the cycle on to writing approves every nomination still waiting.
 */
import { z } from 'zod';
import { reviewCycleRefSchema } from './review-cycles';
import { personRefSchema } from './people';
import { optionalText } from './text';
import { userIdSchema } from './users';

export const NOMINATION_STATUSES = ['proposed', 'approved', 'declined'] as const;
export type NominationStatus = (typeof NOMINATION_STATUSES)[number];

export const NOMINATION_STATUS_LABELS: Record<NominationStatus, string> = {
  proposed: 'Waiting for approval',
  approved: 'Approved',
  declined: 'Declined',
};

export const NOMINATION_MESSAGES = {
  notNominations: 'Peer nominations are not open in this cycle.',
  notTakingPart: 'We could not find this review cycle.',
  notYourReport: 'We could not find this person in your team for this cycle.',
  peerNotFound: 'Each peer must be an active person',
  ownPeer: 'Nobody reviews themselves as a peer',
  repeatedPeer: 'Each peer can be nominated once',
  tooMany: (most: number) => `You can nominate at most ${most} ${most === 1 ? 'peer' : 'peers'}`,
  nominationNotFound: 'We could not find this nomination.',
  declined: 'This peer declined: nominate someone else.',
} as const;

const peerIdSchema = userIdSchema;

/** PUT /api/review-cycles/:id/nominations/mine: the peers I nominate (those my manager added stay). */
export const myNominationsInputSchema = z.object({
  peerIds: z
    .array(peerIdSchema, { error: NOMINATION_MESSAGES.peerNotFound })
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, NOMINATION_MESSAGES.repeatedPeer),
});
export type MyNominationsInput = z.input<typeof myNominationsInputSchema>;

/** POST /api/review-cycles/:id/nominations/:personId/peers: a manager adds a peer, approved. */
export const addPeerInputSchema = z.object({ peerId: peerIdSchema });

/** POST /api/review-cycles/:id/nominations/:personId/decline: the peer says why not. */
export const declineInputSchema = z.object({
  reason: optionalText('reason', { max: 500, multiline: true }),
});

export const nominationParamsSchema = z.object({ id: z.uuid(), personId: userIdSchema });
export const nominatedPeerParamsSchema = nominationParamsSchema.extend({ peerId: userIdSchema });

export const nominationSchema = z.object({
  peer: personRefSchema,
  status: z.enum(NOMINATION_STATUSES),
  addedBy: z.enum(['self', 'manager']),
});

/** What a manager reads of a nomination: with the reason a peer gave for declining. */
export const nominationForManagerSchema = nominationSchema.extend({ declineReason: z.string().nullable() });

/** GET /api/review-cycles/:id/nominations/mine. */
export const myNominationsSchema = z.object({ cycle: reviewCycleRefSchema, peers: z.array(nominationSchema) });
export type MyNominations = z.infer<typeof myNominationsSchema>;

/** GET /api/review-cycles/:id/nominations/team: the people the cycle gives me to manage, and their peers. */
export const teamNominationsSchema = z.object({
  cycle: reviewCycleRefSchema,
  people: z.array(
    z.object({
      person: personRefSchema,
      /** Whether the viewer is the manager the cycle froze for them: only they read what others wrote. */
      yourReport: z.boolean(),
      peers: z.array(nominationForManagerSchema),
    }),
  ),
});
export type TeamNominations = z.infer<typeof teamNominationsSchema>;

/** GET /api/review-nominations: the people who nominated me, in cycles taking nominations. */
export const nominationRequestsSchema = z.array(
  z.object({
    cycle: reviewCycleRefSchema,
    person: personRefSchema,
    status: z.enum(NOMINATION_STATUSES),
  }),
);
export type NominationRequests = z.infer<typeof nominationRequestsSchema>;
