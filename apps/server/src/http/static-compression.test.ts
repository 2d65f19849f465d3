import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

const JS = `export const big = ${JSON.stringify('x'.repeat(5000))};\n`;
let server: TestServer;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), JS);
  writeFileSync(join(webRoot, 'assets', 'app.js.br'), brotliCompressSync(JS));
  writeFileSync(join(webRoot, 'assets', 'app.js.gz'), gzipSync(JS));
  server = await startTestServer({ serveWeb: true, webRoot });
});
afterAll(() => server.close());

/** Raw GET (fetch would decode), returning the encoding and the bytes on the wire. */
function get(path: string, acceptEncoding: string) {
  return new Promise<{ encoding?: string; bytes: number }>((resolve, reject) => {
    request(`${server.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes }));
    })
      .on('error', reject)
      .end();
  });
}

describe('precompressed web assets', () => {
  it('sends the brotli or gzip file the browser accepts, the plain file otherwise', async () => {
    const br = await get('/assets/app.js', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.bytes).toBeLessThan(200);
    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gz.bytes).toBeLessThan(200);
    const plain = await get('/assets/app.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes).toBe(Buffer.byteLength(JS));
  });
});

describe('paths the web app does not own', () => {
  it('answers unknown API, health and hub paths with the 404 envelope, page routes with the app', async () => {
    for (const path of ['/api/nope', '/health/nope', '/metrics/nope', '/reportHub/nope']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
    const page = await fetch(`${server.url}/panel/errands`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});
