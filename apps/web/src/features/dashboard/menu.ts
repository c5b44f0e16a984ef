import type { Me } from '@topgear/shared/users';
import type { LucideIcon } from 'lucide-react';

export type MenuRoles = Pick<Me, 'isAdmin' | 'isManager'> & {
  /** Someone reports to them, so they manage people whatever their roles; unknown counts as no. */
  hasReports?: boolean | undefined;
};

/** Who sees an entry of a dashboard menu. */
const audiences = {
  everyone: () => true,
  /** Neither admin nor manager. */
  employees: (roles: MenuRoles) => !roles.isAdmin && !roles.isManager,
  /** Admin or manager. */
  managers: (roles: MenuRoles) => roles.isAdmin || roles.isManager,
  /** Admin or manager, or anyone with someone reporting to them. */
  leads: (roles: MenuRoles) => roles.isAdmin || roles.isManager || roles.hasReports === true,
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
