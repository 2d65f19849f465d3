import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../http/errors';
import { decodeHeic, HeicError } from './heic';

// One libvips thread per image and no operation cache: uploads are few and memory matters
// more than speed on a small server; parallelism comes from IMAGE_JOBS instead.
sharp.concurrency(1);
sharp.cache(false);

/** Largest image decoded (100 megapixels, ~300 MB as RGB; phones save 12–50): a bomb's header is refused before decoding. */
export const MAX_INPUT_PIXELS = 100_000_000;
/** Longest side of the stored image. */
export const MAX_SIDE = 2560;
/** Longest side of the thumbnail (galleries and lists). */
export const THUMB_SIDE = 480;
/** Images re-encoded at once; further uploads wait (their bytes are already stored, not in memory). */
export const IMAGE_JOBS = 2;

export interface Encoded {
  data: Buffer;
  width: number;
  height: number;
  contentType: string;
  extension: string;
}

/** What each accepted image type is stored as: phones' HEIC becomes JPEG, the rest keep their format. */
const outputs = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  heic: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const;
export type ImageType = keyof typeof outputs;

let running = 0;
const waiting: (() => void)[] = [];
async function withImageSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Why sharp (or the HEIC decoder) refused an input, as the answer the uploader gets. */
function refusal(err: unknown): AppError {
  const message = err instanceof Error ? err.message : String(err);
  if ((err instanceof HeicError && err.tooLarge) || /pixel limit/i.test(message))
    return new AppError('payload_too_large', undefined, 'attachments.errors.pixels');
  return new AppError('unsupported_media_type', undefined, 'attachments.errors.unreadable');
}

/**
 * Opens the input for libvips. JPEG, PNG and WebP are read by libvips itself; a HEIC photo is
 * decoded to pixels first (heic.ts), since sharp's prebuilt libvips has no HEVC decoder.
 */
async function source(input: Buffer, type: ImageType): Promise<() => Sharp> {
  if (type !== 'heic')
    return () =>
      sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true });
  const { data, width, height } = await decodeHeic(input, MAX_INPUT_PIXELS);
  // Stored as JPEG, which has no transparency: the alpha channel libheif always gives is dropped.
  return () =>
    sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS }).removeAlpha();
}

/**
 * Re-encodes the image `load` answers with libvips: orientation applied, every piece of metadata (EXIF with
 * GPS, XMP, comments) left behind, the longest side at most MAX_SIDE, plus a WebP thumbnail.
 * Only decoded pixels reach the output, so whatever else a file carried (a polyglot's HTML or
 * script) is gone. Truncated or corrupt input fails decoding (`failOn: 'warning'`).
 */
export function reencode(
  load: () => Promise<Buffer>,
  type: ImageType,
): Promise<{ image: Encoded; thumbnail: Encoded }> {
  return withImageSlot(async () => {
    const out = outputs[type];
    // Loaded only once a slot is free: waiting images stay in storage, not in memory.
    const input = await load();
    try {
      const open = await source(input, type);
      // The header alone says how big it is: a bomb is refused here, before any decoding
      // (and libvips refuses it again by limitInputPixels).
      const { width = 0, height = 0 } = await open().metadata();
      if (width * height > MAX_INPUT_PIXELS) throw new Error('Input image exceeds pixel limit');
      const fitted = open()
        .autoOrient()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
      const encoded =
        out.contentType === 'image/png'
          ? fitted.png({ compressionLevel: 9 })
          : out.contentType === 'image/webp'
            ? fitted.webp({ quality: 85 })
            : fitted.jpeg({ quality: 85, mozjpeg: true });
      const main = await encoded.toBuffer({ resolveWithObject: true });
      const thumb = await open()
        .autoOrient()
        .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer({ resolveWithObject: true });
      return {
        image: { data: main.data, width: main.info.width, height: main.info.height, ...out },
        thumbnail: {
          data: thumb.data,
          width: thumb.info.width,
          height: thumb.info.height,
          contentType: 'image/webp',
          extension: 'webp',
        },
      };
    } catch (err) {
      throw refusal(err);
    }
  });
}
