import type { MyNominations } from '@topgear/shared/review-nominations';

type Nomination = MyNominations['peers'][number];

/** A proposal of mine still waiting for my manager: the only kind of peer I may take back. */
export const isMyProposal = (nomination: Pick<Nomination, 'status' | 'addedBy'>) =>
  nomination.status === 'proposed' && nomination.addedBy === 'self';

/**
 * My peers split into those that stay whatever I save (approved, declined, or added by my manager)
 * and my proposals still waiting, which a save replaces.
 */
export function splitPeers<Item extends Pick<Nomination, 'status' | 'addedBy'>>(peers: readonly Item[]) {
  return { settled: peers.filter((peer) => !isMyProposal(peer)), proposals: peers.filter(isMyProposal) };
}

/**
 * The proposals to save: those chosen, less any peer settled meanwhile (my manager approved or
 * added them, or they declined), who stays whatever I send.
 */
export const proposalsToSave = (chosenIds: readonly string[], settled: readonly Pick<Nomination, 'peer'>[]) =>
  chosenIds.filter((id) => !settled.some(({ peer }) => peer.id === id));

/** How many would review me: the settled peers who did not decline, and my proposals. */
export const standingCount = (settled: readonly Pick<Nomination, 'status'>[], proposals: number) =>
  settled.filter(({ status }) => status !== 'declined').length + proposals;

const peersWord = (count: number) => (count === 1 ? 'peer' : 'peers');

/** The cycle's limits: "Choose 3 to 5 peers", or "Choose 2 peers" when they are one number. */
export const limitsText = ({ peersMin, peersMax }: { peersMin: number; peersMax: number }) =>
  peersMin === peersMax
    ? `Choose ${peersMax} ${peersWord(peersMax)}`
    : `Choose ${peersMin} to ${peersMax} ${peersWord(peersMax)}`;

/** Where the count stands against the limits: "2 chosen; at least 3 needed." */
export function countText(count: number, { peersMin, peersMax }: { peersMin: number; peersMax: number }) {
  if (count < peersMin) return `${count} chosen; at least ${peersMin} needed.`;
  if (count > peersMax) return `${count} chosen; at most ${peersMax} allowed.`;
  return `${count} chosen.`;
}
