import { EMERGENCY_CONTACTS_MAX, type EmergencyContact } from '@topgear/shared/emergency-contacts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const emergencyContactsQueryKey = ['emergency-contacts'] as const;

/** My emergency contacts, newest first; a page holds as many as a person may keep. */
export const useEmergencyContacts = () =>
  useInfiniteQuery(
    pagedListOptions<EmergencyContact>(emergencyContactsQueryKey, '/emergency-contacts', {
      pageSize: EMERGENCY_CONTACTS_MAX,
    }),
  );
