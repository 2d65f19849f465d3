/** What the first bytes of an upload say it is; the name and the declared type are never trusted. */
export type Sniffed = 'jpeg' | 'png' | 'webp' | 'heic' | 'pdf';

/** Bytes enough to tell every accepted type apart. */
export const SNIFF_BYTES = 16;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const startsWith = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The accepted type `head` starts like, or undefined (the caller answers 415). */
export function sniff(head: Uint8Array): Sniffed | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'heic';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  return undefined;
}

/**
 * Splits a stream into its first `n` bytes and the whole stream again (head included),
 * so the type can be decided before anything is stored.
 */
export async function peek(
  body: AsyncIterable<Uint8Array>,
  n = SNIFF_BYTES,
): Promise<{ head: Uint8Array; body: AsyncIterable<Uint8Array> }> {
  const it = body[Symbol.asyncIterator]();
  const seen: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < n) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(seen).subarray(0, n);
  async function* whole() {
    yield* seen;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  }
  return { head, body: whole() };
}
