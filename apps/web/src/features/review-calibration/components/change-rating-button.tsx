import type { CalibrationRow } from '@topgear/shared/review-calibration';
import Pencil from 'lucide-react/icons/pencil';
import { Button } from '@/components/ui/button';

/** "Change", naming whose final rating for a screen reader. */
export function ChangeRatingButton({
  row,
  onChange,
}: {
  row: CalibrationRow;
  onChange: (row: CalibrationRow) => void;
}) {
  return (
    <Button variant="secondary" onClick={() => onChange(row)} className="px-3 py-1.5">
      <Pencil aria-hidden="true" className="size-4" />
      Change <span className="sr-only">the final rating of {row.person.name}</span>
    </Button>
  );
}
