import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How long one photo may take to decode before the worker is stopped (a 12 MP photo takes 1–2 s). */
const DECODE_TIMEOUT_MS = 30_000;
/** An idle worker is stopped after this long: its WebAssembly memory (hundreds of MB after a large photo) goes with it. */
const IDLE_MS = 30_000;

export class HeicError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/**
 * The worker's program, plain JavaScript evaluated in a worker thread (so the server's build and
 * the tests need no second entry point). It decodes with libheif compiled to WebAssembly, which
 * has the HEVC decoder sharp's prebuilt libvips leaves out. The primary image's size is read from
 * the header and checked before any pixel is decoded, so a bomb is refused without its memory;
 * rotation and mirroring stored in the file are applied by libheif, and metadata (EXIF with GPS,
 * XMP) never reaches the pixels.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const libheif = require(workerData.libheifPath);
parentPort.on('message', ({ id, input, maxPixels }) => {
  let images = [];
  const fail = (message, tooLarge = false) => parentPort.postMessage({ id, error: message, tooLarge });
  try {
    images = new libheif.HeifDecoder().decode(new Uint8Array(input));
    const image = images[0];
    if (!image) return fail('HEIC without an image');
    const width = image.get_width();
    const height = image.get_height();
    if (!(width > 0 && height > 0)) return fail('HEIC without a size');
    if (width * height > maxPixels) return fail('Input image exceeds pixel limit', true);
    const target = { data: new Uint8ClampedArray(width * height * 4), width, height };
    image.display(target, (result) => {
      for (const i of images) i.free();
      images = [];
      if (!result) return fail('HEIC could not be decoded');
      parentPort.postMessage({ id, pixels: result.data.buffer, width, height }, [result.data.buffer]);
    });
  } catch (err) {
    for (const i of images) i.free();
    fail('HEIC not readable: ' + (err && err.message));
  }
});
`;

type Reply =
  | { id: number; pixels: ArrayBuffer; width: number; height: number }
  | { id: number; error: string; tooLarge: boolean };

let worker: Worker | undefined;
let nextId = 0;
let idleTimer: NodeJS.Timeout | undefined;
const pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();

function stopWorker() {
  const w = worker;
  worker = undefined;
  void w?.terminate();
}

function getWorker(): Worker {
  if (worker) return worker;
  const libheifPath = createRequire(import.meta.url).resolve('libheif-js/wasm-bundle');
  const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { libheifPath } });
  w.unref();
  w.on('message', (reply: Reply) => {
    pending.get(reply.id)?.resolve(reply);
    pending.delete(reply.id);
  });
  const failAll = (err: Error) => {
    if (worker === w) worker = undefined;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  w.on('error', failAll);
  w.on('exit', () => failAll(new HeicError('HEIC decoder stopped')));
  worker = w;
  return w;
}

/**
 * Decodes a phone's HEIC/HEIF photo to RGBA pixels in a worker thread, so the 1–2 s a large
 * photo takes never holds up the server's other requests. Callers decode one image at a time
 * per slot (image.ts); the worker takes them in turn.
 */
export async function decodeHeic(
  input: Uint8Array,
  maxPixels: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  clearTimeout(idleTimer);
  const w = getWorker();
  const id = nextId++;
  // A copy the worker owns (a Buffer's slice() is a view, often into Node's shared pool).
  const copy = new Uint8Array(input).buffer;
  let timeout: NodeJS.Timeout | undefined;
  try {
    const reply = await new Promise<Reply>((resolve, reject) => {
      w.postMessage({ id, input: copy, maxPixels }, [copy]);
      pending.set(id, { resolve, reject });
      timeout = setTimeout(() => {
        pending.delete(id);
        reject(new HeicError('HEIC decoding took too long'));
        stopWorker();
      }, DECODE_TIMEOUT_MS);
    });
    if ('error' in reply) throw new HeicError(reply.error, reply.tooLarge);
    return { data: Buffer.from(reply.pixels), width: reply.width, height: reply.height };
  } finally {
    clearTimeout(timeout);
    if (pending.size === 0) {
      idleTimer = setTimeout(stopWorker, IDLE_MS);
      idleTimer.unref();
    }
  }
}
