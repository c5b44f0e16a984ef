import type { Page } from '@topgear/shared/pagination';
import { MEETING_PARTICIPANTS_MAX } from '@topgear/shared/meetings';
import type { PersonSummary } from '@topgear/shared/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The people who report to me directly, for a team meeting's 'Add my reports' (as many as a meeting holds). */
export const useMyReports = (myId: string) =>
  useQuery({
    queryKey: ['meeting-people', 'reports', myId],
    queryFn: ({ signal }) =>
      api<Page<PersonSummary>>(
        `/people?${new URLSearchParams({ managerId: myId, limit: String(MEETING_PARTICIPANTS_MAX) }).toString()}`,
        { signal },
      ),
    select: (page) => page.items.map(({ id, name, image, jobTitle }) => ({ id, name, image, jobTitle })),
  });
