import { ACTIVE_VALUES_MAX } from '@topgear/shared/company-values';
import { QueryState } from '@/components/ui/query-state';
import { TitledSection } from '@/components/ui/titled-section';
import { useCompanyValues } from '../api/get-company-values';
import { CompanyValueCard } from './company-value-card';
import { CompanyValueCreateForm } from './company-value-create-form';
import { CompanyValueEditButton } from './company-value-edit-button';
import { ValueMoveButtons } from './value-move-buttons';
import { ValueRestoreButton } from './value-restore-button';
import { ValueRetireButton } from './value-retire-button';

/**
 * The values in use, in the order the company names them, each to move, edit or retire; the form
 * that adds one; then the retired values, each to put back in use.
 */
export function CompanyValuesSection() {
  const values = useCompanyValues();
  return (
    <QueryState query={values} what="the company values">
      {(all) => {
        const inUse = all.filter((value) => value.retiredAt === null);
        const retired = all.filter((value) => value.retiredAt !== null);
        return (
          <>
            <TitledSection title={`In use (${inUse.length} of at most ${ACTIVE_VALUES_MAX})`}>
              <div className="flex flex-col gap-4">
                {inUse.length === 0 ? (
                  <p className="text-slate-600">The company has no values yet: add the first one below.</p>
                ) : (
                  <ol className="flex flex-col gap-3">
                    {inUse.map((value) => (
                      <li key={value.id}>
                        <CompanyValueCard value={value}>
                          <ValueMoveButtons value={value} inUse={inUse} />
                          <CompanyValueEditButton value={value} />
                          <ValueRetireButton value={value} />
                        </CompanyValueCard>
                      </li>
                    ))}
                  </ol>
                )}
                <CompanyValueCreateForm />
              </div>
            </TitledSection>
            {retired.length > 0 && (
              <TitledSection title="Retired">
                <p className="mb-4 text-slate-600">
                  A retired value is kept on the record, and can be put back in use.
                </p>
                <ul className="flex flex-col gap-3">
                  {retired.map((value) => (
                    <li key={value.id}>
                      <CompanyValueCard value={value}>
                        <ValueRestoreButton value={value} />
                      </CompanyValueCard>
                    </li>
                  ))}
                </ul>
              </TitledSection>
            )}
          </>
        );
      }}
    </QueryState>
  );
}
