import type { ReportSafety } from '@app/contract';
import type { ReportActor } from '../../authz/reports.policy';
import type { Deps } from '../../deps';
import { onCallPhoneOf } from '../organisations';
import { loadVisible } from '../reports';

/**
 * The safety facts of one errand (docs/PRODUCT.md "Hazards"): its hazards and the on-call number
 * of its organisation, for whoever may read the errand (404 otherwise, as for the errand).
 */
export function createSafetyService(deps: Pick<Deps, 'db'>) {
  return {
    async ofReport(actor: ReportActor, id: string): Promise<ReportSafety> {
      const { row } = await loadVisible(deps.db, actor, id);
      return { hazards: row.hazards, onCallPhone: await onCallPhoneOf(deps.db, row.organisationId) };
    },
  };
}
