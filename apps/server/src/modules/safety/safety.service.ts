import type { ReportSafety } from '@app/contract';
import { reportFields } from '../../authz';
import type { ReportActor } from '../../authz/reports.policy';
import type { Deps } from '../../deps';
import { onCallPhoneOf } from '../organisations';
import { loadVisible } from '../reports';

/**
 * The safety facts of one errand (docs/PRODUCT.md "Hazards"): its hazards for whoever may read
 * the errand (404 otherwise, as for the errand), and the on-call number of its organisation for
 * those the field table gives it (`onCall`): a contractor only offered the errand (the market
 * view, which leaves out how to reach anyone) gets the advice without the number.
 */
export function createSafetyService(deps: Pick<Deps, 'db'>) {
  return {
    async ofReport(actor: ReportActor, id: string): Promise<ReportSafety> {
      const { row, access } = await loadVisible(deps.db, actor, id);
      const reads = reportFields(actor, row, access).has('onCall');
      const onCallPhone = reads ? await onCallPhoneOf(deps.db, row.organisationId) : null;
      return { hazards: row.hazards, onCallPhone };
    },
  };
}
