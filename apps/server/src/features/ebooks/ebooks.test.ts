import { EBOOK_SERIES, type Ebook, type EbookSeries } from '@topgear/shared/ebooks';
import type { Page } from '@topgear/shared/pagination';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { visitorOf } from '../../../test/clients';
import { seedDemoContent } from '../../db/demo-content';
import { demoEbooks } from '../../db/demo-content/ebooks';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

beforeAll(async () => {
  await seedDemoContent(testApp.db);
});

const seriesMessage = `series must be one of: ${EBOOK_SERIES.join(', ')}`;

describe('GET /api/ebooks', () => {
  it.each<[EbookSeries, string]>([
    ['free', 'The Performance Review Playbook'],
    ['iterate-faster', 'Iterate Faster: Planning in Small Batches'],
  ])('lists the six %s ebooks in the order they were added, first "%s"', async (series, firstName) => {
    const { items, nextCursor } = await visitor.getJson<Page<Ebook>>('/api/ebooks', { series });
    expect(nextCursor).toBeNull();
    expect(items).toHaveLength(6);
    expect(items[0]?.name).toBe(firstName);
    expect(items).toEqual(
      demoEbooks
        .filter((ebook) => ebook.series === series)
        .map(({ name, description, image, pdf }) => ({
          id: expect.any(String),
          series,
          name,
          description,
          image,
          pdf,
        })),
    );
    for (const ebook of items) {
      expect(ebook.pdf).toMatch(/^\/media\/ebooks\/.+\.pdf$/);
      expect(ebook.image).toMatch(/^\/media\/ebooks\/.+\.svg$/);
    }
  });

  it('numbers the Iterate Faster volumes in reading order', async () => {
    const { items } = await visitor.getJson<Page<Ebook>>('/api/ebooks', { series: 'iterate-faster' });

    expect(items.map((ebook) => /^Volume (\d)\./.exec(ebook.description)?.[1])).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('pages through one series without mixing in the other', async () => {
    const first = await visitor.getJson<Page<Ebook>>('/api/ebooks', { series: 'free', limit: '4' });
    const second = await visitor.getJson<Page<Ebook>>('/api/ebooks', {
      series: 'free',
      limit: '4',
      cursor: first.nextCursor!,
    });

    expect(first.items).toHaveLength(4);
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].every((ebook) => ebook.series === 'free')).toBe(true);
  });

  it.each([
    ['no series', {}],
    ['an unknown series', { series: 'paid' }],
    ['an empty series', { series: '' }],
  ])('answers 400 naming the series for %s', async (_case, query) => {
    const response = await visitor.inject({ method: 'GET', url: '/api/ebooks', query });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: seriesMessage, fields: { series: seriesMessage } },
    });
  });
});
