/** The emergency-contact screen's own words; 'Successfully deleted!' is the spec's. */
export const EMERGENCY_CONTACT_TEXTS = {
  saved: 'Emergency contact saved',
  updated: 'Emergency contact updated',
  deleted: 'Successfully deleted!',
  confirmDelete: 'Delete this emergency contact?',
  empty: 'You have no emergency contacts yet. Add the first one with the form.',
} as const;
