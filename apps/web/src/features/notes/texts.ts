/** The notes screens' own words; the spec has none beyond 'Add Note' and 'Loading...'. */
export const NOTE_TEXTS = {
  saved: 'Your note is saved',
  updated: 'Your note is updated',
  deleted: 'Your note is deleted',
  confirmDelete: 'Delete this note?',
  empty: "You have no notes yet. Open 'Add Note' to keep your first one.",
} as const;
