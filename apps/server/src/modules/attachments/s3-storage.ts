import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { type FileStorage, isBlobKey, putBlob } from './storage';

/** The smallest part S3 accepts in a multipart upload: what one upload holds in memory at most. */
const PART_BYTES = 5 * 1024 * 1024;
/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

interface Part {
  pieces: Buffer[];
  bytes: number;
}

/**
 * Groups a stream's pieces into parts of at least `size` bytes (the last may be smaller). Each
 * piece is copied as it comes (the source may reuse its buffer) but never joined to the others.
 */
async function* partsOf(
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  size: number,
): AsyncGenerator<Part> {
  let part: Part = { pieces: [], bytes: 0 };
  for await (const piece of body) {
    part.pieces.push(Buffer.from(piece));
    part.bytes += piece.byteLength;
    if (part.bytes >= size) {
      yield part;
      part = { pieces: [], bytes: 0 };
    }
  }
  if (part.bytes > 0) yield part;
}

export interface S3Options {
  bucket: string;
  prefix: string;
  client: S3Client;
}

/** The client the S3_* settings describe; undefined when no bucket is set. */
export function s3OptionsFrom(config: Config): S3Options | undefined {
  if (!config.S3_BUCKET) return undefined;
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? !!config.S3_ENDPOINT,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's
    // newer default (CRC32 trailers on every upload), and our bytes are checked by re-encoding.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { bucket: config.S3_BUCKET, prefix: config.S3_PREFIX, client };
}

/** Fails with a message naming the bucket when it cannot be reached with these settings. */
export async function checkBucket({ client, bucket }: S3Options): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    throw new Error(
      `S3 bucket "${bucket}" is not reachable (${status ?? (err as Error).message}); check the S3_* settings`,
      { cause: err },
    );
  }
}

/**
 * Files in an S3-compatible bucket (S3_BUCKET): the object is named by its `file_blobs` row's id
 * (after S3_PREFIX), and the row says it is there (`store = 's3'`), so deletes, the sweep and a
 * later move back to the database all know where each file is.
 */
export function createS3Storage(db: Db, { client, bucket, prefix }: S3Options): FileStorage {
  const objectKey = (id: string) => `${prefix}${id}`;

  async function remove(keys: readonly string[]): Promise<void> {
    const ids = keys.filter(isBlobKey);
    for (let i = 0; i < ids.length; i += DELETE_BATCH) {
      const batch = ids.slice(i, i + DELETE_BATCH);
      const res = await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((id) => ({ Key: objectKey(id) })), Quiet: true },
        }),
      );
      // A key the bucket could not delete keeps its row, so the sweep tries it again.
      const failed = new Set((res.Errors ?? []).map((e) => e.Key));
      const gone = batch.filter((id) => !failed.has(objectKey(id)));
      if (gone.length) await db.query('DELETE FROM file_blobs WHERE id = ANY($1::uuid[])', [gone]);
    }
  }

  /**
   * Writes one object from a stream: a file under one part in a single PUT; a larger one as a
   * multipart upload whose parts are sent one at a time, each from the pieces as they arrived
   * (never joined into one buffer), so an upload holds one part. A failed multipart upload is
   * aborted, so no parts linger in the bucket. Returns the size.
   */
  async function upload(
    Key: string,
    body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<number> {
    const parts = partsOf(body, PART_BYTES);
    const first = await parts.next();
    const head = first.done ? { pieces: [], bytes: 0 } : first.value;
    if (head.bytes < PART_BYTES) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: Buffer.concat(head.pieces),
          ContentLength: head.bytes,
        }),
      );
      return head.bytes;
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key }));
    const done: { ETag: string; PartNumber: number }[] = [];
    let size = 0;
    try {
      for (let part: Part | undefined = head; part; ) {
        const PartNumber = done.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key,
            UploadId,
            PartNumber,
            Body: Readable.from(part.pieces),
            ContentLength: part.bytes,
          }),
        );
        done.push({ ETag: ETag!, PartNumber });
        size += part.bytes;
        const next = await parts.next();
        part = next.done ? undefined : next.value;
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: done },
        }),
      );
      return size;
    } catch (err) {
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId })).catch(() => {});
      throw err;
    }
  }

  return {
    put: (body) =>
      putBlob(
        db,
        's3',
        (key) => upload(objectKey(key), body),
        (key) => remove([key]),
      ),

    async open(key) {
      if (!isBlobKey(key)) return undefined;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        // In Node the body is the HTTP response itself: read as the client takes it.
        return res.Body as Readable;
      } catch (err) {
        if (err instanceof NoSuchKey) return undefined;
        throw err;
      }
    },

    remove,
  };
}
