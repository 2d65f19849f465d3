import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db';
import { apiSuite, createUsers } from './api-suite';
import { PushService } from './push-service';
import { createReportWorld } from './report-world';
import { TestClock } from './smtp-inbox';

/** A tenant's errand world and a plumber, who hears of new errands in the trade. */
const pushWorld = async (db: Db) => {
  const { plumber } = await createUsers(db, { plumber: { role: 'Contractor', trade: 'plumber' } });
  return { w: await createReportWorld(db), plumber };
};

/**
 * A server whose jobs the test runs (`s.server.app.jobs.runDue()`) over `pushWorld`, with `env`,
 * and the stand-in push service on loopback, started for the file's tests.
 */
export function pushSuite(env: Record<string, string> = {}) {
  const push = new PushService();
  beforeAll(() => push.start());
  afterAll(() => push.stop());
  const clock = new TestClock();
  const s = apiSuite(pushWorld, { jobs: { autoStart: false, now: clock.now }, env });
  return { push, s };
}
