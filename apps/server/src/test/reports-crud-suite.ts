import { apiSuite, createUsers } from './api-suite';
import { createReportWorld, type ReportWorld, reportBody } from './report-world';

/**
 * The records the tests of creating, reading, editing, deleting and listing errands share: an
 * organisation reporting in English, another organisation, an admin and a plumber. Call once at
 * the top of a test file.
 */
export function reportsCrudSuite() {
  const s = apiSuite(async (db) => ({
    w: await createReportWorld(db, { reportLanguage: 'en', address: 'Kungsgatan 12' }),
    other: await createReportWorld(db, { address: 'Drottninggatan 5' }),
    ...(await createUsers(db, {
      admin: { role: 'Admin' },
      plumber: { role: 'Contractor', trade: 'plumber' },
    })),
  }));

  /** Files an errand at the world's property (and premises) as the token's user. */
  const create = (
    token: string,
    world: Pick<ReportWorld, 'propertyId' | 'premisesId'>,
    extra: Record<string, unknown> = {},
  ) => s.api.post('/api/reports', reportBody(world, extra), { token });

  return { s, create };
}
