import type { CompanyValue } from '@topgear/shared/company-values';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { IconButton } from '@/components/ui/icon-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useOrderCompanyValues } from '../api/order-company-values';

type Direction = 'up' | 'down';

const moveButtonId = (value: CompanyValue, direction: Direction) => `move-value-${value.id}-${direction}`;

/** `ids` with the one at `from` moved to `to`. */
function moved(ids: string[], from: number, to: number) {
  const order = [...ids];
  const [id] = order.splice(from, 1);
  order.splice(to, 0, id!);
  return order;
}

interface ValueMoveButtonsProps {
  value: CompanyValue;
  /** Every value in use, in their order, this one included. */
  inUse: CompanyValue[];
}

/**
 * Move up and Move down: the new order goes to the server, and the button pressed keeps the focus
 * as its value moves.
 */
export function ValueMoveButtons({ value, inUse }: ValueMoveButtonsProps) {
  const order = useOrderCompanyValues();
  const index = inUse.findIndex(({ id }) => id === value.id);

  const move = (direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    order.mutate(
      moved(
        inUse.map(({ id }) => id),
        index,
        to,
      ),
      {
        // React may move this row's element to reorder the list, which takes the focus from it.
        onSuccess: () => requestAnimationFrame(() => document.getElementById(moveButtonId(value, direction))?.focus()),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <div className="flex items-center gap-1">
      {(['up', 'down'] as const).map((direction) => {
        const blocked = direction === 'up' ? index === 0 : index === inUse.length - 1;
        const Arrow = direction === 'up' ? ArrowUp : ArrowDown;
        return (
          <IconButton
            key={direction}
            id={moveButtonId(value, direction)}
            label={`Move ${value.name} ${direction}`}
            onClick={blocked ? undefined : () => move(direction)}
            busy={order.isPending}
          >
            <Arrow aria-hidden="true" className="size-4" />
          </IconButton>
        );
      })}
    </div>
  );
}
