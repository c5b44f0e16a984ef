import type { Calibration, CalibrationRow } from '@topgear/shared/review-calibration';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageQueryState } from '@/components/ui/page-query-state';
import { ApiError } from '@/lib/api-client';
import { useCalibration } from '../api/get-calibration';
import { peopleText, phaseText, scoreRule } from '../calibration-texts';
import { useCalibrationFilters } from '../hooks/use-calibration-filters';
import { CalibrationFilters } from './calibration-filters';
import { ChangeFinalRatingDialog } from './change-final-rating-dialog';
import { NineBoxGrid } from './nine-box-grid';
import { PeopleCards } from './people-cards';
import { PeopleTable } from './people-table';
import { RatingDistributionChart } from './rating-distribution-chart';

/** Before writing closes the server answers 409 `NOT_CALIBRATING`: a state of the cycle, not a failure. */
const notCalibratingYet = (error: unknown) => error instanceof ApiError && error.code === 'NOT_CALIBRATING';

function CalibrationHeader({ calibration }: { calibration: Calibration }) {
  const { cycle, scale } = calibration;
  return (
    <header className="flex flex-col gap-2">
      <p className="text-sm font-medium text-brand-700">Calibration</p>
      <h1 className="text-2xl font-bold wrap-anywhere text-brand-900">{cycle.name}</h1>
      <p className="text-slate-700">{phaseText(cycle)}</p>
      <p className="max-w-4xl text-sm text-slate-600">
        Ratings are means on the scale of 1 to {scale.length}. {scoreRule(cycle.anonymityThreshold)}
      </p>
    </header>
  );
}

/** The people as a table on a wide screen, as cards on a narrower one; CSS picks, so nothing jumps as it loads. */
function People({ calibration, onChange }: { calibration: Calibration; onChange: (row: CalibrationRow) => void }) {
  const headingId = useId();
  const change = calibration.cycle.phase === 'calibration' ? onChange : undefined;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        People
      </h2>
      <div className="hidden xl:block">
        <PeopleTable calibration={calibration} onChange={change} />
      </div>
      <div className="xl:hidden">
        <PeopleCards calibration={calibration} onChange={change} />
      </div>
    </section>
  );
}

function Nobody({ filtered, onShowEveryone }: { filtered: boolean; onShowEveryone: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
      <h2 className="text-lg font-bold text-brand-900">
        {filtered ? 'Nobody matches these filters' : 'Nobody to calibrate'}
      </h2>
      {filtered ? (
        <Button variant="secondary" onClick={onShowEveryone}>
          Show everyone
        </Button>
      ) : (
        <p className="text-sm text-slate-600">Nobody in this cycle is yours to calibrate.</p>
      )}
    </div>
  );
}

/**
 * Calibration of a cycle: everyone's ratings side by side with their score, filtered by department
 * and manager, the spread of final ratings and a 9-box; while the cycle is in calibration, each
 * final rating can change with a reason.
 */
export function CalibrationPage({ cycleId, back }: { cycleId: string; back: ReactNode }) {
  const { filters, setFilter, clearFilters } = useCalibrationFilters();
  const calibration = useCalibration(cycleId, filters);
  const [changing, setChanging] = useState<CalibrationRow>();

  if (calibration.isLoadingError && notCalibratingYet(calibration.error)) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 py-12 text-center">
        <title>Calibration not open yet · TopGear Perform</title>
        <h1 className="text-2xl font-bold text-brand-900">Calibration is not open yet</h1>
        <FormAlert message={calibration.error.message} />
        {back}
      </div>
    );
  }
  return (
    <PageQueryState query={calibration} notFound="Nothing to calibrate" back={back}>
      {(shown) => (
        <div className="mx-auto flex max-w-7xl flex-col gap-6">
          <title>{`Calibration · ${shown.cycle.name} · TopGear Perform`}</title>
          {back}
          <CalibrationHeader calibration={shown} />
          <div className="flex flex-col gap-2">
            <CalibrationFilters calibration={shown} filters={filters} onChange={setFilter} />
            <p role="status" className="min-h-5 text-sm text-slate-600">
              {calibration.isPlaceholderData ? 'Updating…' : `Showing ${peopleText(shown.rows.length)}.`}
            </p>
          </div>
          {shown.rows.length === 0 ? (
            <Nobody
              filtered={filters.departmentId !== undefined || filters.managerId !== undefined}
              onShowEveryone={clearFilters}
            />
          ) : (
            <>
              <People calibration={shown} onChange={setChanging} />
              <div className="grid items-start gap-6 xl:grid-cols-2">
                <RatingDistributionChart calibration={shown} />
                <NineBoxGrid calibration={shown} />
              </div>
            </>
          )}
          <ChangeFinalRatingDialog calibration={shown} row={changing} onClose={() => setChanging(undefined)} />
        </div>
      )}
    </PageQueryState>
  );
}
