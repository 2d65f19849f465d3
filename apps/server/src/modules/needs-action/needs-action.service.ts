import { type NeedsAction, type NeedsActionQuery, needsActionGroups } from '@app/contract';
import type { Actor } from '../../authz/actor';
import { mayReadNeedsAction, needsActionScope } from '../../authz/needs-action.policy';
import type { Db } from '../../db';
import { forbidden, notFound } from '../../http/errors';
import { findOrganisation } from '../organisations';
import { findNeedsAction } from './needs-action.repo';

/** The managers' to-do list (docs/PRODUCT.md "Needs action"). */
export function createNeedsActionService(deps: { db: Db }) {
  const { db } = deps;

  async function get(actor: Actor, query: NeedsActionQuery): Promise<NeedsAction> {
    if (!mayReadNeedsAction(actor)) throw forbidden();
    // An organisation the caller cannot see does not exist for them.
    if (query.organisationId && !(await findOrganisation(db, actor, query.organisationId))) throw notFound();
    const rows = await findNeedsAction(db, (p, column) =>
      needsActionScope(actor, p, column, query.organisationId),
    );
    // Every group is answered, empty ones too, in the order the page shows them.
    const groups = needsActionGroups.map((key) => {
      const mine = rows.filter((r) => r.groupKey === key);
      return {
        key,
        count: mine[0]?.groupCount ?? 0,
        items: mine.map(({ groupKey: _g, groupCount: _c, total: _t, ...item }) => item),
      };
    });
    return { total: rows[0]?.total ?? 0, groups };
  }

  return { get };
}
