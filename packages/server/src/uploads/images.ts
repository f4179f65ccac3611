import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { OutputInfo } from 'sharp';

/** At most 5 MB per image, as received (the contract's limit). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** At most 4096 pixels on either side. */
export const MAX_IMAGE_SIDE = 4096;
/** The pixel budget handed to libvips: it refuses to decode more (a decompression bomb stops here). */
const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;

export type ImageMediaType = 'image/jpeg' | 'image/png' | 'image/webp';

/** An uploaded image after it passed every check and was encoded afresh. */
export interface CleanImage {
  mediaType: ImageMediaType;
  width: number;
  height: number;
  bytes: Uint8Array;
  sha256: string;
}

/** Why an upload was refused; the caller answers with its operation's message code. */
export class ImageRejected extends Error {}

/**
 * The format by the file's first bytes, never by its name or declared type: JPEG (FF D8 FF), PNG (its 8-byte
 * signature) or WebP (a RIFF container of type WEBP). Nothing else is handed to the decoder, so formats it could
 * also parse (SVG, TIFF, PDF through a plug-in…) never reach it.
 */
export function sniffImageType(bytes: Uint8Array): ImageMediaType | undefined {
  const at = (offset: number, ...expected: number[]) => expected.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return undefined;
}

const FORMAT_OF: Record<ImageMediaType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

// libvips itself may load only these three formats from memory in this process: its other loaders (SVG, TIFF, GIF,
// HEIF, PDF, …) are blocked, a second line behind the byte check above.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer'] });

/** Decoding is CPU work in libvips' threads: two images at a time, the rest wait their turn. */
const MAX_CONCURRENT_DECODES = 2;
let decoding = 0;
const queue: (() => void)[] = [];

async function withDecodeSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (decoding >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => queue.push(resolve));
  else decoding += 1;
  try {
    return await fn();
  } finally {
    const next = queue.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/**
 * Checks an uploaded image by its content and encodes it afresh: at most 5 MB, a JPEG, PNG or WebP by its bytes,
 * whose header the decoder agrees with, at most 4096×4096 pixels (checked from the header before any pixel is
 * decoded, and again by libvips' own pixel limit while decoding), decoded whole without error. The stored copy is
 * re-encoded in the same format, turned upright by its EXIF orientation, with every piece of metadata (EXIF, GPS,
 * XMP, IPTC, ICC, comments) left behind. Throws `ImageRejected` for anything else.
 */
export async function cleanImage(input: Uint8Array): Promise<CleanImage> {
  if (input.byteLength === 0 || input.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected('size');
  const sniffed = sniffImageType(input);
  if (!sniffed) throw new ImageRejected('not a JPEG, PNG or WebP image');
  return withDecodeSlot(async () => {
    const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' as const };
    let format: string | undefined;
    let width = 0;
    let height = 0;
    try {
      ({ format, width = 0, height = 0 } = await sharp(input, options).metadata());
    } catch {
      throw new ImageRejected('unreadable');
    }
    if (format !== FORMAT_OF[sniffed]) throw new ImageRejected('the header and the content disagree');
    if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
      throw new ImageRejected('too many pixels');
    }
    let output: { data: Buffer; info: OutputInfo };
    try {
      const pipeline = sharp(input, options).rotate();
      const encoded =
        sniffed === 'image/png'
          ? pipeline.png({ compressionLevel: 9 })
          : sniffed === 'image/webp'
            ? pipeline.webp({ quality: 85 })
            : pipeline.jpeg({ quality: 85, mozjpeg: true });
      output = await encoded.toBuffer({ resolveWithObject: true });
    } catch {
      throw new ImageRejected('undecodable');
    }
    const bytes = new Uint8Array(output.data.buffer, output.data.byteOffset, output.data.byteLength);
    return {
      mediaType: sniffed,
      width: output.info.width,
      height: output.info.height,
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  });
}
