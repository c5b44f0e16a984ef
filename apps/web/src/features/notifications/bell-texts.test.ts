import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel } from './bell-texts';

describe('the bell', () => {
  it.each([
    [0, 'Notifications'],
    [1, 'Notifications, 1 unread'],
    [3, 'Notifications, 3 unread'],
    [250, 'Notifications, 250 unread'],
  ])('is named for %i unread as "%s"', (unread, label) => {
    expect(bellLabel(unread)).toBe(label);
  });

  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('shows %i unread on its badge as "%s"', (unread, text) => {
    expect(badgeText(unread)).toBe(text);
  });
});
