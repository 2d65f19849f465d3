import { describe, expect, it } from 'vitest';
import { twoOrgSuite } from './api-suite';
import { crudCalls, crudStatuses, onEveryRoute } from './crud-statuses';
import { expectProblemFields } from './expect-problems';
import type { TestUser } from './factories';
import type { OrgWorld } from './org-world';

/**
 * A CRUD resource at a property of organisations A and B (premises, equipment), tested with a
 * plumber beside them: the suite, and the resource's calls as a user, at `base` or at `at` for
 * the lower-case spelling. It tests what every such resource must do, with what `of` picks in
 * A's world (its `record`, and the `refused` fields of a create: bad, read-only or unknown ones):
 * an anonymous caller gets 401 from every route of both spellings; a create naming the refused
 * fields is refused naming each; and the record does not move to B's property.
 */
export function orgResourceSuite(
  base: string,
  of: (w: OrgWorld) => { record: { id: string }; refused: Record<string, unknown> },
) {
  const s = twoOrgSuite({ plumber: { role: 'Contractor', trade: 'plumber' } });
  const as = (user: TestUser, at = base) => crudCalls(s.api, at, user.token);

  describe(`${base} as anonymous`, () => {
    it('answers 401 on both spellings', async () => {
      for (const at of [base, base.toLowerCase()])
        expect(await crudStatuses(s.api, at, of(s.a).record.id)).toEqual(onEveryRoute(401));
    });
  });

  describe(`${base} validation`, () => {
    it('refuses read-only, unknown and bad fields with details', async () => {
      const { refused } = of(s.a);
      const res = await as(s.a.manager).create({ propertyId: s.a.property.id, ...refused });
      expectProblemFields(res, Object.keys(refused));
    });

    it("refuses moving a record to another organisation's property", async () => {
      const move = await as(s.a.manager).update(of(s.a).record.id, { propertyId: s.b.property.id });
      expect(move.status).toBe(400);
      expect(move.body.error.details[0].field).toBe('propertyId');
    });
  });

  return { s, as };
}
