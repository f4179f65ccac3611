import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanImage, ImageRejected, MAX_IMAGE_BYTES, sniffImageType } from '../src/uploads/images.ts';
import { jpegWithGps, pngBomb, pngImage } from './helpers/funding.ts';

// The image checks an upload passes before anything is stored: by content, never by name or declared type.

const rejected = (input: Uint8Array) => expect(cleanImage(input)).rejects.toBeInstanceOf(ImageRejected);

describe('upload image checks', () => {
  it('accepts a PNG, a JPEG and a WebP by their bytes and stores each re-encoded in its own format', async () => {
    const png = await pngImage(7, 20);
    const jpeg = new Uint8Array(await sharp(png).jpeg().toBuffer());
    const webp = new Uint8Array(await sharp(png).webp().toBuffer());
    for (const [input, type, format] of [
      [png, 'image/png', 'png'],
      [jpeg, 'image/jpeg', 'jpeg'],
      [webp, 'image/webp', 'webp'],
    ] as const) {
      const clean = await cleanImage(input);
      expect(clean.mediaType).toBe(type);
      expect([clean.width, clean.height]).toEqual([20, 20]);
      expect((await sharp(clean.bytes).metadata()).format).toBe(format);
      expect(clean.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses a PDF renamed to .jpg: the bytes are checked, not the name or the type', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    expect(sniffImageType(pdf)).toBeUndefined();
    await rejected(pdf);
  });

  it('refuses an image over 5 MB before decoding it (a 20 MB upload)', async () => {
    const big = new Uint8Array(20 * 1024 * 1024);
    big.set(await pngImage(3));
    await rejected(big);
    const justOver = new Uint8Array(MAX_IMAGE_BYTES + 1);
    justOver.set(await pngImage(3));
    await rejected(justOver);
  });

  it('refuses a decompression bomb (a small PNG that declares 20000×20000) without decoding its pixels', async () => {
    const bomb = pngBomb();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const started = performance.now();
    await rejected(bomb);
    // Refused from the header: decoding 400 MB of pixels would take far longer than this.
    expect(performance.now() - started).toBeLessThan(2_000);
    // Just over the side limit is refused too, at 4097 × 4097.
    await rejected(pngBomb(4097));
  });

  it('strips EXIF and GPS metadata: the stored copy carries none', async () => {
    const photo = await jpegWithGps();
    const before = await sharp(photo).metadata();
    // The fixture really has GPS: its (little-endian) EXIF holds the GPS IFD pointer, tag 0x8825, and the make.
    expect(before.exif).toBeDefined();
    expect(
      Buffer.from(before.exif ?? [])
        .subarray(6, 8)
        .toString('latin1'),
    ).toBe('II');
    expect(Buffer.from(before.exif ?? []).includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(Buffer.from(photo).includes('KabutoTestCam')).toBe(true);

    const clean = await cleanImage(photo);
    const after = await sharp(clean.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(Buffer.from(clean.bytes).includes('KabutoTestCam')).toBe(false);
    expect(Buffer.from(clean.bytes).includes('Exif')).toBe(false);
  });

  it('refuses other formats the decoder knows (GIF, TIFF, SVG) and a file whose header lies', async () => {
    const png = await pngImage(1);
    await rejected(new Uint8Array(await sharp(png).gif().toBuffer()));
    await rejected(new Uint8Array(await sharp(png).tiff().toBuffer()));
    await rejected(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'));
    // A PNG signature in front of garbage, and a truncated JPEG.
    await rejected(new Uint8Array([...png.subarray(0, 8), ...new TextEncoder().encode('not really a png at all')]));
    const jpeg = new Uint8Array(await sharp(png).jpeg().toBuffer());
    await rejected(jpeg.subarray(0, Math.floor(jpeg.byteLength / 2)));
    await rejected(new Uint8Array());
  });
});
