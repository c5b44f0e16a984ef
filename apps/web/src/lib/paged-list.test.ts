import { describe, expect, it } from 'vitest';
import { moreItemsHref, pagesAsked } from './paged-list';

describe("a public list's pages asked for by its address", () => {
  it.each([
    ['/blogs', 1],
    ['/blogs?blogs=9', 2],
    ['/blogs?blogs=18', 3],
    ['/blogs?blogs=10', 3],
    ['/blogs?blogs=0', 1],
    ['/blogs?blogs=-9', 1],
    ['/blogs?blogs=nine', 1],
    ['/blogs?blogs=9.5', 1],
    ['/blogs?blogs=1e400', 1],
    ['/blogs?blogs=100000', 20],
    ['/blogs?reviews=9', 1],
  ])('%s asks for %i', (url, pages) => {
    expect(pagesAsked(`http://localhost${url}`, 'blogs', 9)).toBe(pages);
  });
});

describe("a public list's Load more", () => {
  it("leads to the page with the items shown counted, keeping the address's other parameters, to the first new item", () => {
    expect(moreItemsHref('', 'blogs', 9)).toBe('?blogs=9#blogs-10');
    expect(moreItemsHref('?free=8&iterate-faster=8', 'free', 16)).toBe('?free=16&iterate-faster=8#free-17');
  });
});
