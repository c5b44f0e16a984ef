import type { InvitationOutcome, InvitationResult } from '@topgear/shared/invitations';
import { clsx } from 'clsx';

const OUTCOMES: Record<InvitationOutcome, { text: string; tone: string }> = {
  invited: { text: 'Invited', tone: 'text-emerald-800' },
  resent: { text: 'Invited again: the earlier link no longer works', tone: 'text-emerald-800' },
  'has-account': { text: 'Not invited: already has an account', tone: 'text-amber-800' },
  invalid: { text: 'Not sent', tone: 'text-red-700' },
};

/** What became of each address of the list the administrator pasted. */
export function InvitationResults({ results }: { results: InvitationResult[] }) {
  if (results.length === 0) return <p className="text-sm text-slate-600">The list held no address.</p>;
  return (
    <ul
      aria-label="What became of each address"
      className="divide-y divide-slate-100 rounded-xl border border-slate-200"
    >
      {results.map(({ address, outcome, problem }) => (
        <li key={address} className="flex flex-col gap-0.5 px-4 py-2 text-sm sm:flex-row sm:justify-between sm:gap-4">
          <span className="break-all font-medium text-slate-900">{address}</span>
          <span className={clsx('shrink-0', OUTCOMES[outcome].tone)}>
            {OUTCOMES[outcome].text}
            {problem && `: ${problem}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
