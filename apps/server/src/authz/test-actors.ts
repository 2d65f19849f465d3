import { expect } from 'vitest';
import type { Actor } from './actor';

/**
 * Test support (no production code imports it).
 * The callers and errands the policy unit tests decide on: an organisation's admin, manager and
 * tenants, a manager of another organisation, and two contractors, around one Open errand and the
 * same errand taken by the first contractor.
 */
export const org = 'org-1';
export const admin = { id: 'a', role: 'Admin' as const, organisationId: null, contractorId: null };
export const manager = { id: 'm', role: 'PropertyManager' as const, organisationId: org, contractorId: null };
export const foreignManager = { ...manager, id: 'm2', organisationId: 'org-2' };
export const tenant = { id: 't', role: 'PropertyTenant' as const, organisationId: org, contractorId: null };
/** Another tenant of the same organisation: not the reporter. */
export const neighbour = { ...tenant, id: 't2' };
export const contractor = { id: 'c', role: 'Contractor' as const, organisationId: null, contractorId: 'k1' };
/** Another contractor of the same trade, who does not hold the errand. */
export const rival = { ...contractor, id: 'c2', contractorId: 'k2' };

export const open = {
  organisationId: org,
  reporterId: 't',
  contractorId: null,
  status: 'Open' as const,
  trade: 'plumber',
};
export const taken = { ...open, contractorId: 'k1', status: 'InProgress' as const };

const callers = { admin, manager, foreignManager, tenant, neighbour, contractor, rival };

/**
 * Asserts what `decide` answers for each caller `expected` names (the callers above, by name):
 * one comparison, whose failure shows every caller answered otherwise.
 */
export function expectForCallers<T>(
  decide: (caller: Actor) => T,
  expected: Partial<Record<keyof typeof callers, T>>,
): void {
  const names = Object.keys(expected) as (keyof typeof callers)[];
  expect(Object.fromEntries(names.map((name) => [name, decide(callers[name])]))).toEqual(expected);
}
