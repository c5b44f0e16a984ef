import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { CountdownSection } from './countdown-section';

afterEach(() => vi.restoreAllMocks());

const shownUnits = (html: string) =>
  Object.fromEntries([...html.matchAll(/data-unit="(\w+)"[^>]*>(\d+)</g)].map(([, unit, value]) => [unit, value]));

it('first shows the whole time to the launch, however the clock moves while it renders', () => {
  // The server's render and the browser's first one must show the same text, or React cannot adopt
  // the page: the clock may tick between any two readings of it.
  let clock = 1_800_000_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1));

  expect(shownUnits(renderToStaticMarkup(createElement(CountdownSection)))).toEqual({
    days: '20',
    hours: '04',
    minutes: '30',
    seconds: '00',
  });
});
