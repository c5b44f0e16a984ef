import { describe, expect, it } from 'vitest';
import { adminMenuFor, managerMenuFor } from './admin-menu';

const titlesFor = (isAdmin: boolean, isManager: boolean) =>
  adminMenuFor({ isAdmin, isManager }).map((entry) => entry.title);

describe('the admin menu (SPEC §2)', () => {
  it('shows an employee nothing', () => {
    expect(titlesFor(false, false)).toEqual([]);
  });

  it("shows a manager the people's days off, goals, reviews and chat requests, and no admin screen", () => {
    expect(titlesFor(false, true)).toEqual([
      'Employees All Vacation',
      'Employees All Goal',
      'Customer Reviews',
      'Chat Request',
    ]);
  });

  it('shows an admin every screen, the audit log included', () => {
    expect(titlesFor(true, false)).toEqual([
      'Employees All Vacation',
      'Employees All Goal',
      'Customer Reviews',
      'Chat Request',
      'Manage User',
      'Departments and teams',
      'Import people',
      'Review templates',
      'Review cycles',
      'Company values',
      'Recognition',
      'Sign-in settings',
      'Single Sign-On',
      'Manage Book',
      'Manage Blogs',
      'Manage Demo Details',
      'Add-Course',
      'Emergency Contacts',
      'Audit Log',
    ]);
  });

  it("gives Manager Activity the managers' screens only, to a manager and an admin alike", () => {
    const managers = titlesFor(false, true);
    expect(managerMenuFor({ isAdmin: false, isManager: true }).map((entry) => entry.title)).toEqual(managers);
    expect(managerMenuFor({ isAdmin: true, isManager: false }).map((entry) => entry.title)).toEqual(managers);
  });

  it('gives Manager Activity to someone with reports but no role with their reports’ days off only', () => {
    const lead = { isAdmin: false, isManager: false, hasReports: true };
    expect(managerMenuFor(lead).map((entry) => entry.title)).toEqual(['Employees All Vacation']);
    expect(managerMenuFor({ ...lead, hasReports: false })).toEqual([]);
  });
});
