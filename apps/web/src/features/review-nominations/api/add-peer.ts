import { api } from '@/lib/api-client';
import { peersUrl, useTeamPeerChange, type TeamPeer } from './change-team-peer';

export const addPeer = (cycleId: string, { personId, peerId }: TeamPeer) =>
  api<void>(peersUrl(cycleId, personId), { method: 'POST', body: { peerId } });

/**
 * Their manager adds a peer to someone's, approved at once: 400 on `peerId` for the person
 * themselves or someone inactive, beyond the cycle's most peers.
 */
export const useAddPeer = (cycleId: string) => useTeamPeerChange(cycleId, addPeer);
