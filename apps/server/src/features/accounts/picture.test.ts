import { PICTURE_MESSAGES, PICTURE_SIZE } from '@topgear/shared/account-picture';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type Client, type SignedInUser } from '../../../test/clients';
import { profilePictures } from '../../db/schema';

const testApp = useTestApp();

const PICTURE = '/api/account/picture';

/** A photo-like JPEG, `width` by `height`, with EXIF orientation `orientation`. */
const photo = (width: number, height: number, orientation = 1) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();

const formWith = (bytes: Buffer | Uint8Array, name = 'me.jpg', field = 'file') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return form;
};

const upload = (client: Client, payload: FormData) => client.inject({ method: 'PUT', url: PICTURE, payload });

async function storedRows(userId: string) {
  return testApp.db.select().from(profilePictures).where(eq(profilePictures.userId, userId));
}

describe('my picture', () => {
  let person: SignedInUser;
  beforeAll(async () => {
    person = await signInAs(testApp);
  });

  it('is stored square and small, and the account, its session and everyone signed in see it', async () => {
    const response = await upload(person, formWith(await photo(1600, 900)));

    expect(response.statusCode, response.body).toBe(200);
    const { image } = response.json<{ image: string }>();
    expect(image).toMatch(new RegExp(`^/api/pictures/${person.me.id}\\?v=[\\w-]+$`));
    expect((await person.getJson<{ image: string }>('/api/me')).image).toBe(image);

    const colleague = await signInAs(testApp);
    const served = await colleague.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: PICTURE_SIZE, height: PICTURE_SIZE });
    expect(served.rawPayload.length).toBeLessThan(30_000);
  });

  it('gets a new address with each upload, so browsers never show the old one', async () => {
    const first = (await upload(person, formWith(await photo(400, 400)))).json<{ image: string }>().image;
    const second = (await upload(person, formWith(await photo(500, 300)))).json<{ image: string }>().image;

    expect(second).not.toBe(first);
    expect(await storedRows(person.me.id)).toHaveLength(1);
  });

  it('accepts PNG, WebP and GIF', async () => {
    const base = sharp({ create: { width: 300, height: 200, channels: 4, background: '#3366cc' } });
    for (const bytes of [
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().gif().toBuffer(),
    ]) {
      expect((await upload(person, formWith(bytes, 'picture'))).statusCode).toBe(200);
    }
  });

  it('turns a camera photo taken sideways upright before cropping it', async () => {
    // Stored landscape, red on the left and blue on the right, with EXIF "rotate 90° clockwise to show".
    const halves = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#ff0000' } })
      .composite([
        { input: { create: { width: 300, height: 300, channels: 3, background: '#0000ff' } }, left: 300, top: 0 },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    const { image } = (await upload(person, formWith(halves))).json<{ image: string }>();

    const served = await person.inject({ method: 'GET', url: image });
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * PICTURE_SIZE + x) * 3, (y * PICTURE_SIZE + x) * 3 + 3),
    ];
    // Upright, red is on top and blue below; unturned, the bottom-left corner would be red.
    expect(pixel(10, 10)[0]).toBeGreaterThan(200);
    expect(pixel(10, PICTURE_SIZE - 10)[2]).toBeGreaterThan(200);
  });

  it.each([
    ['a text file named like a photo', () => Buffer.from('not a picture at all'), PICTURE_MESSAGES.notAPicture],
    [
      'an SVG drawing (it could carry a script)',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      PICTURE_MESSAGES.notAPicture,
    ],
    ['a JPEG cut in half', async () => (await photo(800, 600)).subarray(0, 2000), PICTURE_MESSAGES.notAPicture],
    [
      'a small file that opens into 100 million pixels',
      () =>
        sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      PICTURE_MESSAGES.tooManyPixels,
    ],
  ])('refuses %s with 400 naming the file, keeping the picture there was', async (_case, bytes, message) => {
    const before = (await person.getJson<{ image: string | null }>('/api/me')).image;

    const response = await upload(person, formWith(await bytes()));

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ file: message });
    expect((await person.getJson<{ image: string | null }>('/api/me')).image).toBe(before);
  });

  it('refuses a file over 5 MB with 413, and a request without a file with 400', async () => {
    const tooLarge = await upload(person, formWith(Buffer.alloc(5 * 1024 * 1024 + 1, 7)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(PICTURE_MESSAGES.tooLarge);

    const empty = await upload(person, new FormData());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ file: PICTURE_MESSAGES.fileRequired });

    const wrongField = await upload(person, formWith(await photo(100, 100), 'me.jpg', 'avatar'));
    expect(wrongField.statusCode).toBe(400);
  });

  it('can be removed: the account shows initials again and the old address answers 404', async () => {
    const owner = await signInAs(testApp);
    const { image } = (await upload(owner, formWith(await photo(300, 300)))).json<{ image: string }>();

    const removed = await owner.inject({ method: 'DELETE', url: PICTURE });

    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ image: null });
    expect((await owner.getJson<{ image: string | null }>('/api/me')).image).toBeNull();
    expect((await owner.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    expect(await storedRows(owner.me.id)).toHaveLength(0);
  });

  it('is changed only by its owner, and seen only by people signed in', async () => {
    const visitor = visitorOf(testApp);
    expect((await upload(visitor, formWith(await photo(100, 100)))).statusCode).toBe(401);
    expect((await visitor.inject({ method: 'DELETE', url: PICTURE })).statusCode).toBe(401);
    expect((await visitor.inject({ method: 'GET', url: `/api/pictures/${person.me.id}` })).statusCode).toBe(401);
    expect((await person.inject({ method: 'GET', url: '/api/pictures/nobody-has-this-id' })).statusCode).toBe(404);
  });
});
