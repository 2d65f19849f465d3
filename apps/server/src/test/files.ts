import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test files for uploads: real images made with sharp, and hostile ones made by hand. */

export interface UploadFile {
  name: string;
  data: Uint8Array;
  /** The type the client claims; the server never trusts it. */
  type?: string;
}

/** A noisy JPEG (so it compresses like a photo), optionally with GPS EXIF and an orientation. */
export async function jpeg(
  opts: { width?: number; height?: number; gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const width = opts.width ?? 64;
  const height = opts.height ?? 48;
  let img = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#c03030',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  }).jpeg({ quality: 90 });
  if (opts.gps)
    img = img.withExif({
      IFD0: { Make: 'TestCam', Model: 'Läckan' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 51/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '17/1 38/1 10/1',
      },
    });
  if (opts.orientation) img = img.withMetadata({ orientation: opts.orientation });
  return img.toBuffer();
}

export const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb's shape: a valid PNG header declaring width × height pixels, and almost no data. */
export function pngBombHeader(width = 50_000, height = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small valid PDF (stored and served byte for byte). */
export const pdf = (text = 'Faktura') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** Posts `files` (and text `fields` first) as multipart/form-data, the way a browser does. */
export async function uploadFiles(
  baseUrl: string,
  reportId: string,
  token: string,
  files: UploadFile[],
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(
      'files',
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  const res = await fetch(`${baseUrl}/api/reports/${reportId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests assert response bodies field by field.
  return { status: res.status, body: body as any, headers: res.headers };
}

/** Downloads bytes with the caller's token. */
export async function download(baseUrl: string, path: string, token: string) {
  const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * A 96 × 64 HEIC photo (HEVC, as phones write it) whose EXIF carries a camera and GPS position,
 * made once with libheif's heif-enc from a JPEG like `jpeg({ gps: true })`: nothing on npm encodes HEVC.
 */
export const heicPhoto = () => readFileSync(new URL('./fixtures/photo-gps.heic', import.meta.url));

/** The same HEIC with its size property (`ispe`) saying 50,000 × 50,000 pixels. */
export function heicBomb(width = 50_000, height = 50_000): Buffer {
  const data = Buffer.from(heicPhoto());
  const at = data.indexOf('ispe');
  data.writeUInt32BE(width, at + 8);
  data.writeUInt32BE(height, at + 12);
  return data;
}
