/** The directory's role choices, in the form's order (the spec's spelling). */
export const EMPLOYEE_ROLES = [
  'Technology Officer',
  'Executive Assistants',
  'Marketing manager',
  'Product manager',
  'Project manager',
  'Finance manager',
  'Project analyst',
  'Marketing specialist',
  'Business analyst',
  'Sales representative',
  'Safety Manager',
] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];
