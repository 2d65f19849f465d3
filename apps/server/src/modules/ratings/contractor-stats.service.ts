import { CONTRACTOR_STATS_MONTHS, type ContractorStatsList, type ContractorStatsQuery } from '@app/contract';
import type { Actor } from '../../authz/actor';
import { contractorStatsScope, mayReadContractorStats } from '../../authz/ratings.policy';
import type { Queryable } from '../../db';
import { forbidden } from '../../http/errors';
import { contractorStats } from './contractor-stats.repo';

/** The start of the statistics window: `months` calendar months before `now`. */
export function statsSince(now: Date, months = CONTRACTOR_STATS_MONTHS): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return since;
}

/**
 * Contractor statistics in the caller's scope: admins every contractor, managers over
 * their organisation's reports, a contractor their own figures; tenants 403.
 */
export function createContractorStatsService(deps: { db: Queryable; now?: () => Date }) {
  async function list(actor: Actor, query: ContractorStatsQuery): Promise<ContractorStatsList> {
    if (!mayReadContractorStats(actor)) throw forbidden();
    const since = statsSince(deps.now?.() ?? new Date());
    const items = await contractorStats(
      deps.db,
      (p, org, contractor) => contractorStatsScope(actor, p, org, contractor),
      { since, contractorId: query.contractorId },
    );
    return { items, since: since.toISOString() };
  }
  return { list };
}
