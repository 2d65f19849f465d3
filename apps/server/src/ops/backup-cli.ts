import { loadConfig } from '../config';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';

/**
 * npm run backup -- <file>    writes a backup of the configured database
 * npm run restore -- <file>   restores it (PostgreSQL: replaces objects; PGlite: into an empty DATA_DIR)
 */
async function main() {
  // npm runs workspace scripts inside apps/server; resolve DATA_DIR and the file from where npm was called.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('usage: backup|restore <file>');
    process.exit(2);
  }
  const config = loadConfig();
  const url = config.DATABASE_URL;
  if (command === 'backup') {
    await (url ? backupPostgres(url, file) : backupPglite(config.DATA_DIR, file));
    console.log(`Backup written to ${file}`);
  } else {
    await (url ? restorePostgres(url, file) : restorePglite(config.DATA_DIR, file));
    console.log(`Restored from ${file}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
