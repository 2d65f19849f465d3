/**
 * Upload memory: 20 clients at once each send one 10 MB file to an errand, and the server
 * process's resident memory is sampled throughout. Two rounds: PDFs (streamed into 1 MiB
 * database chunks as they arrive) and JPEG photos (stored as they arrive, then re-encoded
 * with sharp, IMAGE_JOBS at a time).
 *
 * With `--storage s3` the files go to an S3-compatible bucket (s3rver, started here on loopback)
 * instead of the database.
 *
 *   npx tsx bench/uploads.ts [--db pglite|postgres] [--storage db|s3] [--clients 20] [--mb 10] [--rounds pdf,jpeg] [--json]
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestS3 } from '../apps/server/src/test/s3-server';
import { appServer, arg, ensureDatabase, machine, ROOT, report, signIn, sleep } from './lib';

const DB = arg('db', 'pglite');
const CLIENTS = Number(arg('clients', '20'));
const MB = Number(arg('mb', '10'));
const ROUNDS = arg('rounds', 'pdf,jpeg').split(',');
const STORAGE = arg('storage', 'db');
const log = (...parts: unknown[]) => {
  if (!process.argv.includes('--json')) console.error(...parts);
};

const dataDir = join(ROOT, 'bench', 'data', 'uploads-pglite');
if (DB === 'pglite') rmSync(dataDir, { recursive: true, force: true });
const s3 = STORAGE === 's3' ? await startTestS3('bench-uploads', `run-${Date.now()}/`) : undefined;
const server = await appServer(
  4100,
  DB === 'postgres' ? { databaseUrl: await ensureDatabase('bench_uploads') } : { dataDir },
  0,
  s3?.env ?? {},
);
const rssMb = () => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1]) / 1024);
};

try {
  const cookie = await signIn(server.url, 'bench-admin@example.test', 'Bench-Admin-Password-2026');
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(server.url + path, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: string }>;
  };
  const org = await call('POST', '/api/organisations', { name: `Bench uploads ${Date.now()}` });
  const property = await call('POST', '/api/properties', {
    organisationId: org.id,
    address: 'Bänkgatan 1',
    type: 'Apartment',
  });
  const errand = await call('POST', '/api/reports', {
    propertyId: property.id,
    whatBroke: 'Uppladdningsprov',
    trade: 'plumber',
  });

  const bytes = Math.round(MB * 1024 * 1024);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);
  // A photo of about MB megabytes: noise does not compress, so the JPEG stays large.
  let side = 3000;
  let jpeg = Buffer.alloc(0);
  while (jpeg.length < bytes * 0.9) {
    jpeg = await sharp({
      create: {
        width: side,
        height: Math.round(side * 0.75),
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    side = Math.round(side * 1.1);
  }

  async function round(name: string, data: Buffer, type: string) {
    await sleep(2000);
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb());
    }, 20);
    const t0 = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const form = new FormData();
        form.append('purpose', 'report');
        form.append('files', new Blob([data], { type }), `${name}-${i}`);
        const res = await fetch(`${server.url}/api/reports/${errand.id}/files`, {
          method: 'POST',
          headers: { cookie },
          body: form,
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const failed = statuses.filter((s) => s !== 201).length;
    if (failed) log(`${name}: answers ${JSON.stringify(statuses)}`);
    log(
      `${name}: ${CLIENTS} × ${(data.length / 1048576).toFixed(1)} MB in ${seconds.toFixed(1)} s, RSS ${before} → peak ${peak} MB, ${failed} failed`,
    );
    return {
      name,
      files: CLIENTS,
      fileMb: +(data.length / 1048576).toFixed(1),
      seconds: +seconds.toFixed(1),
      rssBeforeMb: before,
      rssPeakMb: peak,
      rssGrowthMb: peak - before,
      failed,
    };
  }

  // A round may repeat (`--rounds pdf,pdf`): whether memory keeps growing or levels off.
  const rounds = [];
  for (const name of ROUNDS)
    rounds.push(
      name === 'pdf' ? await round('pdf', pdf, 'application/pdf') : await round('jpeg', jpeg, 'image/jpeg'),
    );
  const peakHwm = server.peakRssMb();
  report(
    `Uploads, ${DB}${s3 ? ', files in an S3 bucket' : ''}: ${CLIENTS} concurrent uploads of one ${MB} MB file each`,
    [
      '| files | each | time | RSS before | RSS peak | growth | failed |',
      '| ----- | ---: | ---: | ---------: | -------: | -----: | -----: |',
      ...rounds.map(
        (r) =>
          `| ${r.name} | ${r.fileMb} MB | ${r.seconds} s | ${r.rssBeforeMb} MB | ${r.rssPeakMb} MB | ${r.rssGrowthMb} MB | ${r.failed} |`,
      ),
      `process peak RSS (VmHWM): ${peakHwm} MB`,
    ],
    {
      bench: 'uploads',
      db: DB,
      storage: STORAGE,
      clients: CLIENTS,
      mb: MB,
      rounds,
      peakRssMb: peakHwm,
      machine: machine(),
    },
  );
} finally {
  await server.stop();
  await s3?.close();
}
