import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { openPglite } from '../db/pglite';

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** PostgreSQL: a custom-format pg_dump (compressed, restorable table by table). */
export function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, databaseUrl]);
}

/** PostgreSQL: replaces the database's objects with the dump's (one transaction). */
export function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  return run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

/** PGlite: a gzipped tarball of the data folder, taken through the database itself (consistent). */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const db = await openPglite({ dataDir });
  try {
    const dump = await db.raw.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** PGlite: loads a backup into an empty data folder (refuses to overwrite a database). */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).some((f) => f !== 'jwt-secret')) {
    throw new Error(`${dataDir} is not empty: move it away first, the restore never overwrites data`);
  }
  const blob = new Blob([readFileSync(file)]);
  const db = await openPglite({ dataDir, loadDataDir: blob });
  await db.close();
}
