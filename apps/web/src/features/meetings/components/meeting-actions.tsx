import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { MeetingPage } from '@topgear/shared/meetings';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarX from 'lucide-react/icons/calendar-x';
import ChevronDown from 'lucide-react/icons/chevron-down';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import type { useChangeOccurrence } from '../api/change-occurrence';
import { MEETING_TEXTS } from '../texts';
import { MoveMeetingDialog } from './move-meeting-dialog';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

/** Skips this meeting or brings it back, saying how it went. */
export function useSkip(change: ReturnType<typeof useChangeOccurrence>) {
  return (skipped: boolean) =>
    change.mutate(
      { skipped },
      {
        onSuccess: () => toast.success(skipped ? MEETING_TEXTS.skipped : MEETING_TEXTS.unskipped),
        onError: (error) => toast.error(`The meeting could not be changed. ${errorMessage(error)}`),
      },
    );
}

/** 'Meeting options': Skip this one (or Unskip), Move, and, for a moved meeting, back to its scheduled time. */
export function MeetingActions({
  page,
  change,
}: {
  page: MeetingPage;
  change: ReturnType<typeof useChangeOccurrence>;
}) {
  const [moving, setMoving] = useState(false);
  const skip = useSkip(change);
  const { occurrence } = page;
  const moveBack = () =>
    change.mutate(
      { startsAt: null },
      {
        onSuccess: () => toast.success(MEETING_TEXTS.movedBack),
        onError: (error) => toast.error(`The meeting could not be moved. ${errorMessage(error)}`),
      },
    );
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={buttonClasses('secondary')} disabled={change.isPending}>
          Meeting options
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-40 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-slate-800 shadow-lg"
          >
            <DropdownMenu.Item className={itemClasses} onSelect={() => skip(!occurrence.skipped)}>
              <CalendarX aria-hidden="true" className="size-4" />
              {occurrence.skipped ? 'Unskip' : 'Skip this one'}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClasses} onSelect={() => setMoving(true)}>
              <CalendarClock aria-hidden="true" className="size-4" />
              Move
            </DropdownMenu.Item>
            {occurrence.moved && (
              <DropdownMenu.Item className={itemClasses} onSelect={moveBack}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Back to the scheduled time
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <MoveMeetingDialog
        open={moving}
        page={page}
        change={change}
        onClose={() => {
          setMoving(false);
          change.reset();
        }}
      />
    </>
  );
}
