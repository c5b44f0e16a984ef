/** The course list's own words; the spec's confirmation question is kept as written. */
export const COURSE_TEXTS = {
  confirmDelete: 'are you sure delete',
  deleted: 'Course deleted',
} as const;
