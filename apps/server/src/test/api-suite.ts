import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db';
import { createUser, type TestUser } from './factories';
import { client } from './http-client';
import { createOrgWorld } from './org-world';
import { createReportWorld } from './report-world';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

export type ApiSuite<W> = { server: TestServer; api: ReturnType<typeof client> } & W;

/**
 * One server per test file with the records its tests share: the server starts and
 * `setup` fills its database before the file's tests (beforeAll), and it closes after
 * them. The returned object is filled in then, so tests read its fields (`s.api`,
 * `s.admin`) inside their bodies, never at the top of the file. Options that depend on an earlier
 * hook (a mail inbox's address) come as a function, asked when the server starts.
 */
export function apiSuite<W extends object>(
  setup: (db: Db, server: TestServer) => Promise<W>,
  opts: TestServerOptions | (() => TestServerOptions) = {},
): ApiSuite<W> {
  const suite = {} as ApiSuite<W>;
  beforeAll(async () => {
    const server = await startTestServer(typeof opts === 'function' ? opts() : opts);
    Object.assign(suite, { server, api: client(server.url) });
    Object.assign(suite, await setup(server.db, server));
  });
  afterAll(() => suite.server?.close());
  return suite;
}

type UserFields = Parameters<typeof createUser>[1];

/** One user per entry, under the same names: `createUsers(db, { admin: { role: 'Admin' } })`. */
export async function createUsers<K extends string>(
  db: Db,
  specs: Record<K, UserFields>,
): Promise<Record<K, TestUser>> {
  const users = {} as Record<K, TestUser>;
  for (const key of Object.keys(specs) as K[]) users[key] = await createUser(db, specs[key]);
  return users;
}

/**
 * The people around an errand of the plumbing trade: an admin, two plumbers (one to take the
 * errand, "Rör-Pelle", and a rival, "Rör-Anna") and an electrician of another trade.
 */
export const tradeUsers = (db: Db) =>
  createUsers(db, {
    admin: { role: 'Admin' },
    plumber: { role: 'Contractor', trade: 'plumber', name: 'Rör-Pelle' },
    plumber2: { role: 'Contractor', trade: 'plumber', name: 'Rör-Anna' },
    electrician: { role: 'Contractor', trade: 'electrician' },
  });

/** The ids of a list answer, for comparing which records a caller sees. */
export const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((i) => i.id);

/** Organisations A (Alfa) and B (Beta), each an OrgWorld, an admin, and the given users. */
export function twoOrgSuite<K extends string>(users: Record<K, UserFields>) {
  return apiSuite(async (db) => ({
    a: await createOrgWorld(db, 'Alfa'),
    b: await createOrgWorld(db, 'Beta'),
    admin: await createUser(db, { role: 'Admin' }),
    ...(await createUsers(db, users)),
  }));
}

/** Two organisations' report worlds, `w` and the `other`, with an admin and a plumber. */
export const twoReportWorlds = async (db: Db) => ({
  w: await createReportWorld(db),
  other: await createReportWorld(db),
  ...(await createUsers(db, {
    admin: { role: 'Admin' },
    plumber: { role: 'Contractor', trade: 'plumber' },
  })),
});
