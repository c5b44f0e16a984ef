import { describe, expect, it } from 'vitest';
import { homeMenuFor } from './home-menu';

const titlesFor = (isAdmin: boolean, isManager: boolean) =>
  homeMenuFor({ isAdmin, isManager }).map((entry) => entry.title);

describe('the dashboard home menu (SPEC §2)', () => {
  it('shows a regular user their own tools and the people list, and nothing administrative', () => {
    expect(titlesFor(false, false)).toEqual([
      'Create Goal',
      'Task Center',
      '1:1s',
      'Keep Notes',
      'People',
      'Performance reviews',
      'Reviews',
      'Take Vacation',
      'Emergency Contact',
      'Upload File',
      'News Feed',
    ]);
  });

  it('shows a manager All Employee and Manager Activity, but not Admin Activity or the personal tools', () => {
    expect(titlesFor(false, true)).toEqual([
      'Task Center',
      '1:1s',
      'Keep Notes',
      'People',
      'Performance reviews',
      'All Employee',
      'Reviews',
      'Take Vacation',
      'Manager Activity',
      'News Feed',
    ]);
  });

  it('shows someone with reports Manager Activity beside their own tools, whatever their roles', () => {
    expect(homeMenuFor({ isAdmin: false, isManager: false, hasReports: true }).map((entry) => entry.title)).toEqual([
      'Create Goal',
      'Task Center',
      '1:1s',
      'Keep Notes',
      'People',
      'Performance reviews',
      'Reviews',
      'Take Vacation',
      'Emergency Contact',
      'Upload File',
      'Manager Activity',
      'News Feed',
    ]);
  });

  it('shows an admin Admin Activity as well as everything a manager sees', () => {
    const admin = titlesFor(true, false);
    expect(admin).toEqual([
      'Task Center',
      '1:1s',
      'Keep Notes',
      'People',
      'Performance reviews',
      'All Employee',
      'Reviews',
      'Take Vacation',
      'Admin Activity',
      'Manager Activity',
      'News Feed',
    ]);
    expect(titlesFor(true, true)).toEqual(admin);
  });
});
