import { describe, expect, it } from 'vitest';
import { adminMenuFor, managerMenu } from './admin-menu';

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

  it("gives Manager Activity the managers' screens only, whoever opens it", () => {
    expect(managerMenu.map((entry) => entry.title)).toEqual(titlesFor(false, true));
  });
});
