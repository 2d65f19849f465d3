import { ConfigError, loadConfig } from '../config';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { formatSignIns, seedDemo } from './seed';

/** `npm run demo-data`: migrates the database of DATABASE_URL / DATA_DIR and fills it with the demo organisation. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    console.log(formatSignIns(await seedDemo(db)));
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
