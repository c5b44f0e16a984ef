import { api } from '@/lib/api-client';
import { peersUrl, useTeamPeerChange, type TeamPeer } from './change-team-peer';

export const approvePeer = (cycleId: string, { personId, peerId }: TeamPeer) =>
  api<void>(`${peersUrl(cycleId, personId)}/${encodeURIComponent(peerId)}/approval`, { method: 'POST' });

/** Their manager approves a peer someone proposed. */
export const useApprovePeer = (cycleId: string) => useTeamPeerChange(cycleId, approvePeer);
