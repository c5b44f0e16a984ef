import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test, toast, viewports } from './fixtures';

const UPLOAD_PAGE = '/dashboard/upload-file';
const TYPE_NOT_ALLOWED =
  'This type of file is not allowed. Please choose a PDF, JPEG, PNG, WebP, HEIC, DOCX, XLSX, ODT or ODS file.';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A JPEG's start of image, JFIF header and end of image: enough for the server to know it by content. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);

const zone = (page: Page, title: string) => page.getByRole('region', { name: title });
/** The zone's file input, which its drop area labels. */
const fileInput = (region: Locator, noun: string) => region.getByLabel(`Drop ${noun} here or choose files`);
/** The drop area itself, what a person clicks or drops files on, whatever it says at the moment. */
const dropArea = (region: Locator, noun: string) => region.getByText(new RegExp(`^Drop (the )?${noun}`));
const listedFiles = (region: Locator) => region.getByRole('listitem').filter({ has: region.page().getByRole('link') });
const listedFile = (region: Locator, name: string) => listedFiles(region).filter({ hasText: name });

/** Holds every upload to `zone` until `release()`: long enough to see its progress bar. */
async function holdUploads(page: Page, zoneName: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/uploads/${zoneName}`, async (route) => {
    await released;
    // A cancelled upload is gone before it is let through.
    await route.continue().catch(() => {});
  });
  return release;
}

/** Drags `files` over a zone and drops them, as a browser does with files dragged from the desktop. */
async function dropFiles(
  page: Page,
  region: Locator,
  noun: string,
  files: { name: string; type: string; bytes: Buffer }[],
) {
  const dataTransfer = await page.evaluateHandle(
    (dropped) => {
      const transfer = new DataTransfer();
      for (const { name, type, bytes } of dropped)
        transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    files.map(({ name, type, bytes }) => ({ name, type, bytes: [...bytes] })),
  );
  const area = dropArea(region, noun);
  await area.dispatchEvent('dragenter', { dataTransfer });
  await expect(area).toHaveText(`Drop the ${noun} to upload them`);
  await area.dispatchEvent('drop', { dataTransfer });
  await expect(area).toHaveText(`Drop ${noun} here or choose files`);
}

for (const [label, viewport] of viewports) {
  test.describe(`Upload File at ${label}`, () => {
    test.use({ viewport });

    test('choose a file, watch it go up, find it listed, download it, delete it', async ({ page, signedInUser: _ }) => {
      await page.goto(UPLOAD_PAGE);
      await expect(page.getByRole('heading', { level: 1, name: 'Upload File' })).toBeVisible();
      const documents = zone(page, 'Documents');
      await expect(documents.getByText('No documents yet.')).toBeVisible();
      await expect(zone(page, 'Certificates').getByText('No certificates yet.')).toBeVisible();
      await expect(zone(page, 'Receipts').getByText('No receipts yet.')).toBeVisible();
      await expect(documents.getByText(/up to 10 MB each/)).toBeVisible();

      const release = await holdUploads(page, 'documents');
      const chooser = page.waitForEvent('filechooser');
      await dropArea(documents, 'documents').click();
      await (await chooser).setFiles({ name: 'Payslip March.pdf', mimeType: 'application/pdf', buffer: PDF });

      const progress = documents.getByRole('progressbar', { name: 'Uploading Payslip March.pdf' });
      await expect(progress).toBeVisible();
      release();
      await expect(toast(page, 'Payslip March.pdf is uploaded')).toBeVisible();
      await expect(progress).toBeHidden();
      const item = listedFile(documents, 'Payslip March.pdf');
      await expect(item).toContainText('1 KB');
      await expect(item.getByRole('time')).toBeVisible();
      await expect(documents.getByText('No documents yet.')).toBeHidden();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.reload();
      const download = page.waitForEvent('download');
      await listedFile(documents, 'Payslip March.pdf')
        .getByRole('link', { name: 'Download Payslip March.pdf' })
        .click();
      const downloaded = await download;
      expect(downloaded.suggestedFilename()).toBe('Payslip March.pdf');
      expect(await readFile(await downloaded.path())).toEqual(PDF);

      await listedFile(documents, 'Payslip March.pdf')
        .getByRole('button', { name: 'Delete Payslip March.pdf' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Delete this file?' });
      await expect(dialog).toContainText('“Payslip March.pdf” will be removed for good.');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Payslip March.pdf is deleted')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(documents.getByText('No documents yet.')).toBeVisible();

      await page.reload();
      await expect(documents.getByText('No documents yet.')).toBeVisible();
    });

    test('a file the server refuses shows its message and is not listed', async ({ page, signedInUser: _ }) => {
      await page.goto(UPLOAD_PAGE);
      const certificates = zone(page, 'Certificates');
      await expect(certificates.getByText('No certificates yet.')).toBeVisible();

      // An HTML page dressed as a PDF passes the browser's check; the server reads its content.
      await fileInput(certificates, 'certificates').setInputFiles({
        name: 'diploma.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
      });

      const refusal = certificates.getByRole('alert').filter({ hasText: 'diploma.pdf' });
      await expect(refusal).toContainText(TYPE_NOT_ALLOWED);
      await expect(certificates.getByText('No certificates yet.')).toBeVisible();
      await certificates.getByRole('button', { name: 'Dismiss the message about diploma.pdf' }).click();
      await expect(refusal).toBeHidden();
    });
  });
}

test('drop two files at once onto another zone: each goes up on its own and both are listed', async ({
  page,
  signedInUser: _,
}) => {
  await page.goto(UPLOAD_PAGE);
  const receipts = zone(page, 'Receipts');
  await expect(receipts.getByText('No receipts yet.')).toBeVisible();

  const release = await holdUploads(page, 'receipts');
  await dropFiles(page, receipts, 'receipts', [
    { name: 'taxi.jpg', type: 'image/jpeg', bytes: JPEG },
    { name: 'hotel.pdf', type: 'application/pdf', bytes: PDF },
  ]);

  await expect(receipts.getByRole('progressbar')).toHaveCount(2);
  await expect(receipts.getByRole('progressbar', { name: 'Uploading taxi.jpg' })).toBeVisible();
  await expect(receipts.getByRole('progressbar', { name: 'Uploading hotel.pdf' })).toBeVisible();
  release();

  await expect(listedFiles(receipts)).toHaveCount(2);
  await expect(listedFile(receipts, 'taxi.jpg')).toBeVisible();
  await expect(listedFile(receipts, 'hotel.pdf')).toBeVisible();
  await expect(receipts.getByRole('progressbar')).toHaveCount(0);
  await expect(zone(page, 'Documents').getByText('No documents yet.')).toBeVisible();
});

test('the browser refuses a type it can tell at once, with the same message', async ({ page, signedInUser: _ }) => {
  let uploadsSent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/uploads/')) uploadsSent += 1;
  });
  await page.goto(UPLOAD_PAGE);
  const documents = zone(page, 'Documents');

  await dropFiles(page, documents, 'documents', [
    { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
  ]);

  await expect(documents.getByRole('alert').filter({ hasText: 'logo.svg' })).toContainText(TYPE_NOT_ALLOWED);
  await expect(documents.getByText('No documents yet.')).toBeVisible();
  expect(uploadsSent).toBe(0);
});

test('the keyboard opens the chooser, and Cancel stops an upload under way', async ({ page, signedInUser: _ }) => {
  await page.goto(UPLOAD_PAGE);
  const documents = zone(page, 'Documents');
  await expect(documents.getByText('No documents yet.')).toBeVisible();
  const release = await holdUploads(page, 'documents');

  // The next stop after the page's heading is the first zone's file input.
  await page.getByRole('heading', { level: 1, name: 'Upload File' }).click();
  await page.keyboard.press('Tab');
  await expect(fileInput(documents, 'documents')).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF });

  const progress = documents.getByRole('progressbar', { name: 'Uploading contract.pdf' });
  await expect(progress).toBeVisible();
  await documents.getByRole('button', { name: 'Cancel uploading contract.pdf' }).click();
  await expect(progress).toBeHidden();
  release();

  await page.reload();
  await expect(documents.getByText('No documents yet.')).toBeVisible();
});
