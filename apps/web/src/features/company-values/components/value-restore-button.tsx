import type { CompanyValue } from '@topgear/shared/company-values';
import { MutationButton } from '@/components/ui/mutation-button';
import { useRestoreCompanyValue } from '../api/restore-company-value';

/** Restore: the retired value is in use again, after the others; the server refuses past the limit. */
export function ValueRestoreButton({ value }: { value: CompanyValue }) {
  const restore = useRestoreCompanyValue();
  return (
    <MutationButton mutation={restore} variables={value.id} succeeded={`${value.name} is in use again`}>
      Restore <span className="sr-only">{value.name}</span>
    </MutationButton>
  );
}
