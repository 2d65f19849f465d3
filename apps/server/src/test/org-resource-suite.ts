import { describe, expect, it } from 'vitest';
import { twoOrgSuite } from './api-suite';
import { crudCalls, crudStatuses, onEveryRoute } from './crud-statuses';
import type { TestUser } from './factories';
import type { OrgWorld } from './org-world';

/**
 * A CRUD resource of organisations A and B (premises, equipment), tested with a plumber beside
 * them: the suite; the resource's calls as a user, at `base` or at `at` for the lower-case
 * spelling; and the test that an anonymous caller gets 401 from every route of both spellings
 * for the record `recordOf` picks in A.
 */
export function orgResourceSuite(base: string, recordOf: (w: OrgWorld) => { id: string }) {
  const s = twoOrgSuite({ plumber: { role: 'Contractor', trade: 'plumber' } });
  const as = (user: TestUser, at = base) => crudCalls(s.api, at, user.token);

  describe(`${base} as anonymous`, () => {
    it('answers 401 on both spellings', async () => {
      for (const at of [base, base.toLowerCase()])
        expect(await crudStatuses(s.api, at, recordOf(s.a).id)).toEqual(onEveryRoute(401));
    });
  });

  return { s, as };
}
