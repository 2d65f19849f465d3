import { spawnSync } from 'node:child_process';
import { openDb } from '../apps/server/src/db';
import { ROOT } from './lib';

/** Seeds when the database holds fewer reports than asked; removes what earlier create runs added. */
export async function prepare(
  target: { databaseUrl?: string; dataDir?: string },
  reports: number,
  manager: string,
) {
  const db = await openDb({ databaseUrl: target.databaseUrl, dataDir: target.dataDir ?? '' });
  let have = 0;
  try {
    await db.query(`DELETE FROM reports WHERE what_broke = 'bench-create'`);
    // As autovacuum would: counts stay index-only scans.
    await db.exec('VACUUM ANALYZE reports');
    [{ n: have } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports');
  } catch {}
  await db.close();
  if (have !== reports) {
    const where = target.databaseUrl
      ? ['--database-url', target.databaseUrl]
      : ['--data-dir', target.dataDir!];
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/seed.ts', '--reports', String(reports), ...where],
      {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (seeded.status !== 0) throw new Error('seeding failed');
  }
  const db2 = await openDb({ databaseUrl: target.databaseUrl, dataDir: target.dataDir ?? '' });
  const [row] = await db2.query<{ reportId: string; propertyId: string }>(
    `SELECT r.id AS report_id, r.property_id FROM reports r JOIN users u ON u.organisation_id = r.organisation_id
     WHERE u.email = $1 ORDER BY r.created_at DESC LIMIT 1`,
    [manager],
  );
  await db2.close();
  return row!;
}
