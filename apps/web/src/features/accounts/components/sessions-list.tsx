import type { AccountSession } from '@topgear/shared/my-account';
import Monitor from 'lucide-react/icons/monitor';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { QueryState } from '@/components/ui/query-state';
import { formatMoment } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { MY_ACCOUNT_TEXTS } from '../texts';

/** 'Firefox 128 on Windows 10', from what the server read in the device's user agent. */
const deviceName = ({ browser, system }: AccountSession) =>
  `${browser ?? MY_ACCOUNT_TEXTS.unknownBrowser} on ${system ?? MY_ACCOUNT_TEXTS.unknownSystem}`;

/** Every device signed in as me, this one first marked; each other one can be signed out, or all at once. */
export function SessionsList() {
  const sessions = useSessions();
  return (
    <QueryState query={sessions} what="your sessions">
      {(list) => {
        if (list.length === 0) return <p className="text-sm text-slate-600">{MY_ACCOUNT_TEXTS.noSessions}</p>;
        const others = list.filter((session) => !session.current).length;
        return (
          <div className="flex flex-col gap-4">
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {list.map((session) => (
                <SessionItem key={session.id} session={session} />
              ))}
            </ul>
            {others > 0 && <SignOutEverywhereElse others={others} />}
          </div>
        );
      }}
    </QueryState>
  );
}

function SessionItem({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const name = deviceName(session);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
      <Monitor aria-hidden="true" className="size-6 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-800">
          {name}
          {session.current && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              This device
            </span>
          )}
        </p>
        <p className="break-words text-sm text-slate-600">
          {session.ipAddress ?? 'Unknown address'} · Last active {formatMoment(session.lastActiveAt)}
        </p>
      </div>
      {!session.current && (
        <ConfirmButton
          title={`Sign out ${name}?`}
          description="That device will need to sign in again."
          confirmLabel="Sign out"
          mutation={end}
          variables={session.id}
          onSuccess={() => toast.success(MY_ACCOUNT_TEXTS.sessionEnded)}
        >
          Sign out<span className="sr-only"> {name}</span>
        </ConfirmButton>
      )}
    </li>
  );
}

function SignOutEverywhereElse({ others }: { others: number }) {
  const endOthers = useEndOtherSessions();
  return (
    <div>
      <ConfirmButton
        title="Sign out everywhere else?"
        description={`${others === 1 ? 'The other device' : `All ${others} other devices`} will need to sign in again. This one stays signed in.`}
        confirmLabel="Sign out everywhere else"
        mutation={endOthers}
        variables={undefined}
        onSuccess={() => toast.success(MY_ACCOUNT_TEXTS.otherSessionsEnded)}
      >
        Sign out everywhere else
      </ConfirmButton>
    </div>
  );
}
