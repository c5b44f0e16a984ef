import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamNominationsQueryKey } from './get-team-nominations';

/** One of someone's peers, as a manager's change names it. */
export interface TeamPeer {
  personId: string;
  peerId: string;
}

/** `/review-cycles/:id/nominations/:personId/peers`, each part escaped. */
export const peersUrl = (cycleId: string, personId: string) =>
  `/review-cycles/${encodeURIComponent(cycleId)}/nominations/${encodeURIComponent(personId)}/peers`;

/** A manager's change to a team member's peers, which refreshes the team's nominations however it ends. */
export function useTeamPeerChange(cycleId: string, change: (cycleId: string, peer: TeamPeer) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (peer: TeamPeer) => change(cycleId, peer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamNominationsQueryKey(cycleId) }),
  });
}
