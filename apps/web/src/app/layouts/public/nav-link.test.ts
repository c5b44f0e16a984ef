import { describe, expect, it } from 'vitest';
import { isCurrent } from './nav-link';

describe('isCurrent', () => {
  it('marks the link of the page shown, and of the pages under it', () => {
    expect(isCurrent('/blogs', '/blogs')).toBe(true);
    expect(isCurrent('/reviews/42', '/reviews')).toBe(true);
  });

  it('ignores letter case, as the router does when it matches the page', () => {
    expect(isCurrent('/aboutus', '/aboutUs')).toBe(true);
  });

  it('does not mark a link whose path only begins the same, nor home on every page', () => {
    expect(isCurrent('/blogsearch', '/blogs')).toBe(false);
    expect(isCurrent('/blogs', '/')).toBe(false);
    expect(isCurrent('/', '/')).toBe(true);
  });
});
