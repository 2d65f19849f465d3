/// <reference path="./s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* settings that point the server at this bucket. */
  env: Record<string, string>;
  bucket: string;
  prefix: string;
  /** The object names in the bucket under the prefix. */
  list(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on a loopback port (s3rver, from the npm registry: S3's REST API
 * over a folder), with one bucket, for the storage's tests.
 */
export async function startTestS3(bucket = 'errand-files', prefix = 'felanmalan/'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'felanmalan-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any signature made with its documented key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PREFIX: prefix,
    },
    bucket,
    prefix,
    async list() {
      const res = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (res.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
