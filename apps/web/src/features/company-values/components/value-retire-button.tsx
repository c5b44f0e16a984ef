import type { CompanyValue } from '@topgear/shared/company-values';
import { MutationButton } from '@/components/ui/mutation-button';
import { useRetireCompanyValue } from '../api/retire-company-value';

/** Retire: the value leaves the list in use and is kept among the retired ones. */
export function ValueRetireButton({ value }: { value: CompanyValue }) {
  const retire = useRetireCompanyValue();
  return (
    <MutationButton mutation={retire} variables={value.id} succeeded={`${value.name} retired`}>
      Retire <span className="sr-only">{value.name}</span>
    </MutationButton>
  );
}
