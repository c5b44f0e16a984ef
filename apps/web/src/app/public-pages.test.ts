import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import renderer, { publicPages } from '../entry-server';
import { pathOfPageFile } from './public-pages';

/** Every API request fails, as it may: what a page asks for is the question, not what it gets. */
renderer.sendApiRequestsThrough(async () => Response.json({ code: 'UNAVAILABLE', message: 'Down' }, { status: 503 }));

const addresses = publicPages
  .map(({ checkedAt }) => checkedAt)
  .filter((address): address is string => address !== false)
  .map((address) => address.replace(':reviewId', 'some-review'));

describe('a public page module', () => {
  it.each([
    ['./routes/pricing.tsx', '/pricing'],
    ['./app/routes/signUp.tsx', '/signUp'],
    ['./routes/_index.tsx', '/'],
    ['./routes/reviews.$reviewId.tsx', '/reviews/:reviewId'],
    ['./routes/$.tsx', '*'],
  ])('%s serves %s', (file, path) => {
    expect(pathOfPageFile(file)).toBe(path);
  });

  it('exists for every public address the site links to', () => {
    const linked = Object.values(paths).flatMap((entry) => ('path' in entry ? [entry.path] : []));
    expect(publicPages.map(({ path }) => path)).toEqual(expect.arrayContaining(linked));
  });
});

describe('public pages', () => {
  it.each(addresses)('%s loads in its loader everything it shows', async (address) => {
    const page = await renderer.renderPage(address, 'http://localhost');
    expect(page.unloaded).toEqual([]);
  });
});

describe('pages served to visitors as islands', () => {
  it.each([
    ['/', true],
    ['/blogs?blogs=9', true],
    ['/reviews/some-review', true],
    ['/no-such-page', true],
    ['/no/such/page', true],
    ['/forgot-password?email=a%40example.com', true],
    ['/login?step=two-factor', true],
    ['/signUp?invitation=abc', true],
    ['/schedule', true],
    ['/add-blogs', false],
    ['/dashboard/home', false],
    ['/helpCenter', true],
    ['/helpCenter?q=demo', true],
  ])('%s: %s', (address, asIslands) => {
    expect(renderer.hasIslands(address)).toBe(asIslands);
  });
});
