import type { LeaveDecision, LeaveRequest } from '@topgear/shared/leave';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leaveCalendarQueryKey } from './get-leave-calendar';
import { teamLeaveQueryKey } from './get-team-leave';

/** After a manager's feedback or decision: the list of everyone's records and the calendar have changed. */
const invalidateTeamLeave = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: teamLeaveQueryKey }),
    queryClient.invalidateQueries({ queryKey: leaveCalendarQueryKey }),
  ]);

export const giveLeaveFeedback = ({ id, feedback }: { id: string; feedback: string }) =>
  api<LeaveRequest>(`/leave/requests/${encodeURIComponent(id)}/feedback`, { method: 'PUT', body: { feedback } });

export function useGiveLeaveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: giveLeaveFeedback, onSuccess: () => invalidateTeamLeave(queryClient) });
}

export const decideLeave = ({ id, decision }: { id: string; decision: LeaveDecision }) =>
  api<LeaveRequest>(`/leave/requests/${encodeURIComponent(id)}/decision`, { method: 'POST', body: { decision } });

/** Approves or rejects; the lists are refreshed either way, since a failure may mean they were stale. */
export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideLeave, onSettled: () => invalidateTeamLeave(queryClient) });
}
