import Copy from 'lucide-react/icons/copy';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/field';
import { TitledSection } from '@/components/ui/titled-section';
import { errorMessage } from '@/lib/api-client';
import { formatMoment } from '@/lib/dates';
import { type CalendarFeed, useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { MEETING_TEXTS } from '../texts';

/** The address just created, shown once, with Copy. */
function NewAddress({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const copy = () =>
    void navigator.clipboard.writeText(url).then(
      () => toast.success(MEETING_TEXTS.copied),
      () => {
        input.current?.select();
        toast.error(MEETING_TEXTS.copyFailed);
      },
    );
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <p className="text-sm text-slate-800">{MEETING_TEXTS.feedHelp}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <TextField
            ref={input}
            label="Calendar address"
            value={url}
            readOnly
            onFocus={(event) => event.target.select()}
            className="font-mono"
          />
        </div>
        <Button variant="secondary" onClick={copy} className="shrink-0">
          <Copy aria-hidden="true" className="size-4" />
          Copy address
        </Button>
      </div>
      <p className="text-sm text-slate-600">{MEETING_TEXTS.feedShownOnce}</p>
    </div>
  );
}

/**
 * My meetings and days off as a calendar other apps subscribe to: create (or replace) its secret
 * address, copy it while it is shown, or revoke it.
 */
export function CalendarFeedSection({ className }: { className?: string }) {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  // Kept here rather than read from the mutation, which the confirmation resets once it closes.
  const [created, setCreated] = useState<CalendarFeed | null>(null);
  const replace = {
    mutateAsync: () => create.mutateAsync().then(setCreated),
    isPending: create.isPending,
    error: create.error,
    reset: create.reset,
  };

  const createAddress = () =>
    create.mutate(undefined, {
      onSuccess: (feed) => {
        setCreated(feed);
        toast.success(MEETING_TEXTS.feedCreated);
      },
    });

  return (
    <TitledSection title="Calendar feed" className={className}>
      <QueryState query={feed} what="your calendar feed">
        {({ createdAt }) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">
              {createdAt
                ? `You have a calendar address, created ${formatMoment(createdAt)}.`
                : 'See your meetings and days off in Google Calendar, Outlook or any calendar app that subscribes to an address.'}
            </p>
            {created && createdAt === created.createdAt && <NewAddress url={created.url} />}
            {create.isError && !createdAt && (
              <FormAlert message={`The address could not be created. ${errorMessage(create.error)}`} />
            )}
            <div className="flex flex-wrap gap-2">
              {createdAt ? (
                <>
                  <ConfirmButton
                    title="Replace your calendar address?"
                    description="The address you have now stops working: calendars that use it need the new one."
                    confirmLabel="Replace address"
                    mutation={replace}
                    variables={undefined}
                    onSuccess={() => toast.success(MEETING_TEXTS.feedCreated)}
                  >
                    Replace address
                  </ConfirmButton>
                  <ConfirmButton
                    title="Revoke your calendar address?"
                    description="Calendars that use it will no longer show your meetings and days off."
                    confirmLabel="Revoke address"
                    mutation={revoke}
                    variables={undefined}
                    onSuccess={() => {
                      setCreated(null);
                      toast.success(MEETING_TEXTS.feedRevoked);
                    }}
                  >
                    Revoke address
                  </ConfirmButton>
                </>
              ) : (
                <Button onClick={createAddress} loading={create.isPending}>
                  Create a calendar address
                </Button>
              )}
            </div>
          </div>
        )}
      </QueryState>
    </TitledSection>
  );
}
