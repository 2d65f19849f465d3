import type {
  Contractor,
  ContractorCreate,
  ContractorListQuery,
  ContractorUpdate,
  Page,
} from '@app/contract';
import {
  type Actor,
  assertCan,
  assertCanList,
  contractorSeesContactDetails,
  editsContractorTradeAndEmail,
} from '../../authz';
import type { Deps } from '../../deps';
import { conflict, fieldError, orNotFound } from '../../http/errors';
import { withPaging } from '../../lib/sql';
import {
  contractorHasActiveReports,
  deleteContractor,
  findContractor,
  insertContractor,
  listContractors,
  updateContractor,
} from './contractors.repo';

/**
 * Fields only an Admin changes: a contractor's trade decides which marketplace they
 * see, and the email is the address the Admin invited. A contractor's own edit may
 * repeat them unchanged (forms send the whole record), never change them.
 */
const ADMIN_ONLY = ['trade', 'email'] as const;

export function createContractorService(deps: Pick<Deps, 'db'>) {
  const { db } = deps;

  async function get(actor: Actor, id: string): Promise<Contractor> {
    return orNotFound(await findContractor(db, actor, id, contractorSeesContactDetails(actor)));
  }

  return {
    async list(actor: Actor, query: Partial<ContractorListQuery> = {}): Promise<Page<Contractor>> {
      assertCanList(actor, 'contractor');
      const full = withPaging(query);
      return listContractors(db, actor, full, contractorSeesContactDetails(actor));
    },

    get,

    async create(actor: Actor, body: ContractorCreate): Promise<Contractor> {
      assertCan(actor, 'create', 'contractor', {});
      return get(actor, await insertContractor(db, body));
    },

    async update(actor: Actor, id: string, patch: ContractorUpdate): Promise<Contractor> {
      const current = assertCan(actor, 'update', 'contractor', await findContractor(db, actor, id, true));
      if (!editsContractorTradeAndEmail(actor)) {
        for (const field of ADMIN_ONLY) {
          if (patch[field] !== undefined && patch[field] !== current[field])
            throw fieldError(field, 'unrecognized_keys');
        }
      }
      await updateContractor(db, id, patch);
      return get(actor, id);
    },

    /** Reports keep their history (the link is cleared); 409 while work is in progress. */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        assertCan(actor, 'delete', 'contractor', await findContractor(tx, actor, id, false));
        if (await contractorHasActiveReports(tx, id)) throw conflict('contractors.hasActiveReports');
        await deleteContractor(tx, id);
      });
    },
  };
}
export type ContractorService = ReturnType<typeof createContractorService>;
