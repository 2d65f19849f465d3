import type { ServiceDueList, ServiceDueQuery } from '@app/contract';
import { type Actor, mayReadServiceDue, scope } from '../../authz';
import type { Deps } from '../../deps';
import { forbidden } from '../../http/errors';
import { SqlParams } from '../../lib/sql';
import { listServiceDue } from './maintenance.repo';

/** The service-due list is a manager's planning tool: staff only, within their equipment scope. */
export function createMaintenanceService(deps: Pick<Deps, 'db'>) {
  return {
    async serviceDue(actor: Actor, query: ServiceDueQuery, now = new Date()): Promise<ServiceDueList> {
      if (!mayReadServiceDue(actor)) throw forbidden();
      const until = new Date(now.getTime() + query.days * 86_400_000).toISOString().slice(0, 10);
      const p = new SqlParams();
      const where = scope(actor, 'equipment', p, 'e');
      return { items: await listServiceDue(deps.db, p, where, until) };
    },
  };
}
