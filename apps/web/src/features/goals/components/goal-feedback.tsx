import { GOAL_MESSAGES } from '@topgear/shared/goals';
import MessageSquareText from 'lucide-react/icons/message-square-text';

/** The administrator's feedback on the goal, or the spec's 'No feedback'. */
export function GoalFeedback({ feedback }: { feedback: string | null }) {
  return (
    <div className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <p className="min-w-0 whitespace-pre-line break-words text-slate-700">
        <span className="font-medium">Feedback: </span>
        {feedback ?? GOAL_MESSAGES.noFeedback}
      </p>
    </div>
  );
}
