import { describe, expect, it } from 'vitest';
import { imageSourceSchema, pdfSourceSchema, webLinkSchema } from './links';

const accepts = (schema: ReturnType<typeof webLinkSchema>, value: string) => schema.safeParse(value).success;

describe('links people follow', () => {
  const link = webLinkSchema('bad link');

  it('takes http and https addresses on a real host', () => {
    expect(accepts(link, 'https://example.com/a?b=c#d')).toBe(true);
    expect(accepts(link, '  http://blog.example.org/post  ')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://example.com/x',
    'https://localhost/x',
    '/relative',
    'example.com',
    '',
  ])('refuses %j', (value) => {
    expect(accepts(link, value)).toBe(false);
  });
});

describe('pictures and PDFs', () => {
  const image = imageSourceSchema('bad image');
  const pdf = pdfSourceSchema('bad pdf');

  it('takes https links, uploaded media and bundled files of the right kind', () => {
    expect(accepts(image, 'https://images.example.com/a.png')).toBe(true);
    expect(accepts(image, '/api/media/0b7f1a2e-4c1d-4f3e-9a8b-1c2d3e4f5a6b')).toBe(true);
    expect(accepts(image, '/media/blogs/teamwork.svg')).toBe(true);
    expect(accepts(pdf, '/media/ebooks/iterate-faster-1.pdf')).toBe(true);
    expect(accepts(pdf, 'https://example.com/book.pdf')).toBe(true);
  });

  it.each([
    'http://images.example.com/a.png',
    '/media/blogs/../../etc/passwd.svg',
    '/media/blogs/teamwork.pdf',
    '/api/media/not-a-uuid',
    'javascript:alert(1)',
  ])('refuses the picture %j', (value) => {
    expect(accepts(image, value)).toBe(false);
  });
});
