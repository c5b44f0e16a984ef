import type { Me } from '@topgear/shared/users';
import type { LucideIcon } from 'lucide-react';

export type MenuRoles = Pick<Me, 'isAdmin' | 'isManager'>;

/** Who sees an entry of a dashboard menu. */
const audiences = {
  everyone: () => true,
  /** Neither admin nor manager. */
  employees: (roles: MenuRoles) => !roles.isAdmin && !roles.isManager,
  /** Admin or manager. */
  managers: (roles: MenuRoles) => roles.isAdmin || roles.isManager,
  admins: (roles: MenuRoles) => roles.isAdmin,
} as const;

export interface MenuEntry {
  title: string;
  description: string;
  to: string;
  Icon: LucideIcon;
  audience: keyof typeof audiences;
}

/** The entries of `entries` these roles show, in menu order. */
export const entriesFor = (entries: readonly MenuEntry[], roles: MenuRoles) =>
  entries.filter((entry) => audiences[entry.audience](roles));
