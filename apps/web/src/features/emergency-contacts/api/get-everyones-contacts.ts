import type { TeamEmergencyContact } from '@topgear/shared/emergency-contacts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

/** Everyone's emergency contacts with their owners, newest first: administrators only. */
export const useEveryonesContacts = () =>
  useInfiniteQuery(
    pagedListOptions<TeamEmergencyContact>(['emergency-contacts', 'everyone'], '/emergency-contacts/all', {
      pageSize: 50,
    }),
  );
