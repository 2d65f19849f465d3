import { loadConfigOrExit } from '../config';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { formatSignIns, seedDemo } from './seed';

/** `npm run demo-data`: migrates the database of DATABASE_URL / DATA_DIR and fills it with the demo organisation. */
async function main() {
  const config = loadConfigOrExit();
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
