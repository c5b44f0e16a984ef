import type { TeamLeaveRequest } from '@topgear/shared/leave';
import Filter from 'lucide-react/icons/filter';
import { FeedbackButton } from '@/components/ui/feedback-button';
import { Button } from '@/components/ui/button';
import { mediumDate } from '@/lib/dates';
import { useGiveLeaveFeedback } from '../api/review-leave';
import { daysText } from '../texts';
import { LeaveDecisionButtons } from './leave-decision-buttons';
import { LeaveRecordDetails } from './leave-record-details';
import { LeaveStatusBadge } from './leave-status-badge';

interface TeamLeaveItemProps {
  request: TeamLeaveRequest;
  /** The manager reading: nobody decides their own request. */
  meId: string;
  /** Narrows the list to this record's person; left out once the list shows one person. */
  onShowPerson?: ((owner: TeamLeaveRequest['owner']) => void) | undefined;
}

/** One person's record on the managers' list: what, when, why, the feedback, and the decisions left. */
export function TeamLeaveItem({ request, meId, onShowPerson }: TeamLeaveItemProps) {
  const feedback = useGiveLeaveFeedback();
  const { owner } = request;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-brand-900">{owner.name}</h3>
          <p className="text-sm text-slate-700">
            {daysText(request.days)} of {request.type}
          </p>
        </div>
        <LeaveStatusBadge status={request.status} />
      </div>
      <LeaveRecordDetails request={request} />
      <div className="flex flex-wrap gap-2">
        {request.status === 'pending' && owner.id !== meId && <LeaveDecisionButtons request={request} />}
        <FeedbackButton
          id={request.id}
          itemName={`${owner.name}'s ${request.type} from ${mediumDate(request.from)}`}
          current={request.feedback}
          mutation={feedback}
        />
        {onShowPerson && (
          <Button variant="ghost" onClick={() => onShowPerson(owner)}>
            <Filter aria-hidden="true" className="size-4" />
            Only {owner.name}
          </Button>
        )}
      </div>
    </article>
  );
}
