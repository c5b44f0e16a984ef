import type { PersonRef } from '@topgear/shared/people';
import { QueryState } from '@/components/ui/query-state';
import { useReportingLine } from '../api/get-reporting-line';

/** "3 people report to Ana Silva. They will report to Bo Chen." */
function movingSentence(name: string, reports: number, manager: PersonRef | null) {
  const who = reports === 1 ? `1 person reports to ${name}.` : `${reports} people report to ${name}.`;
  const where = manager === null ? 'will have no manager' : `will report to ${manager.name}`;
  return `${who} They ${where}.`;
}

/**
 * In the dialog that confirms deactivating or deleting someone: who reports to them and whom those
 * people will report to instead (the server gives them the leaver's own manager). Nothing when
 * nobody reports to them.
 */
export function ReportsMove({ id, name }: { id: string; name: string }) {
  const line = useReportingLine(id);
  return (
    <QueryState query={line} what={`who reports to ${name}`} className="mt-4">
      {({ manager, directReports }) =>
        directReports.length > 0 && (
          <div className="mt-4 text-sm text-slate-700">
            <p>{movingSentence(name, directReports.length, manager)}</p>
            <ul aria-label={`People who report to ${name}`} className="mt-2 max-h-40 list-disc overflow-y-auto pl-5">
              {directReports.map((report) => (
                <li key={report.id}>{report.name}</li>
              ))}
            </ul>
          </div>
        )
      }
    </QueryState>
  );
}
