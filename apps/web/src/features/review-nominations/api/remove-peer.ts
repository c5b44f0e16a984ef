import { api } from '@/lib/api-client';
import { peersUrl, useTeamPeerChange, type TeamPeer } from './change-team-peer';

export const removePeer = (cycleId: string, { personId, peerId }: TeamPeer) =>
  api<void>(`${peersUrl(cycleId, personId)}/${encodeURIComponent(peerId)}`, { method: 'DELETE' });

/** Their manager removes one of someone's peers, whoever nominated them. */
export const useRemovePeer = (cycleId: string) => useTeamPeerChange(cycleId, removePeer);
