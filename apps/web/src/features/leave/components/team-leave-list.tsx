import { LEAVE_STATUSES, type LeaveStatus } from '@topgear/shared/leave';
import X from 'lucide-react/icons/x';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { PagedList } from '@/components/ui/paged-list';
import { type LeaveScope, useTeamLeave } from '../api/get-team-leave';
import { STATUS_LABELS } from '../texts';
import { TeamLeaveItem } from './team-leave-item';

const STATUS_OPTIONS = LEAVE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

const isStatus = (value: string | null): value is LeaveStatus => LEAVE_STATUSES.some((status) => status === value);

const SCOPE_LABELS: Record<LeaveScope, string> = { reports: 'My reports', everyone: 'Everyone' };

const EMPTY_TEXTS: Record<LeaveScope, string> = {
  reports: 'No days-off records of your reports match.',
  everyone: 'No days-off records match.',
};

interface TeamLeaveListProps {
  /** The manager reading: nobody decides their own request. */
  meId: string;
  /** The lists this reader may open, the first shown unless the address names another. */
  scopes: readonly [LeaveScope, ...LeaveScope[]];
}

/**
 * My reports' or everyone's days-off records, newest first, narrowed by status and to one person.
 * The choices live in the address (`?view=&status=&person=`), so a narrowed list can be shared,
 * reloaded and linked to from a notification.
 */
export function TeamLeaveList({ meId, scopes }: TeamLeaveListProps) {
  const [params, setParams] = useSearchParams();
  const scope = scopes.find((candidate) => candidate === params.get('view')) ?? scopes[0];
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const personId = params.get('person') ?? undefined;
  const records = useTeamLeave({ scope, status, userId: personId });
  const filter = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const personName = records.data?.find((request) => request.owner.id === personId)?.owner.name ?? 'one person';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        {scopes.length > 1 && (
          <div className="w-full sm:w-56">
            <SelectField
              label="Whose records"
              options={scopes.map((value) => ({ value, label: SCOPE_LABELS[value] }))}
              value={scope}
              onChange={(event) => filter({ view: event.target.value, person: undefined })}
            />
          </div>
        )}
        <div className="w-full sm:w-56">
          <SelectField
            label="Status"
            placeholder="All statuses"
            options={STATUS_OPTIONS}
            value={status ?? ''}
            onChange={(event) => filter({ status: event.target.value })}
          />
        </div>
        {personId && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            Showing only {personName}'s records.
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => filter({ person: undefined })}>
              <X aria-hidden="true" className="size-4" />
              Show everyone
            </Button>
          </p>
        )}
      </div>
      <PagedList
        query={records}
        noun="days-off records"
        loadingText="Loading..."
        align="start"
        empty={EMPTY_TEXTS[scope]}
      >
        {(items) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {items.map((request) => (
              <li key={request.id}>
                <TeamLeaveItem
                  request={request}
                  meId={meId}
                  onShowPerson={personId ? undefined : (owner) => filter({ person: owner.id })}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
