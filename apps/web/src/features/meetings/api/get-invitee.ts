import type { Person } from '@topgear/shared/people';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Someone named in the address (`?with=`), to start the new-meeting form with; nothing for no id. */
export const useInvitee = (personId: string | null) =>
  useQuery({
    queryKey: ['meeting-people', 'person', personId],
    queryFn: ({ signal }) => api<Person>(`/people/${encodeURIComponent(personId ?? '')}`, { signal }),
    enabled: personId !== null,
    select: ({ id, name, image, jobTitle }) => ({ id, name, image, jobTitle }),
  });
