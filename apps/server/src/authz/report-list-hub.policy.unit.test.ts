import type { Role } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { hearsOfDeletion, needsReportLookup } from './hub.policy';
import {
  mineFilter,
  scopeFollowsReportsOnly,
  scopeOrganisation,
  searchOrganisation,
} from './report-list.policy';
import { namesEntryActor } from './report-notes.policy';
import { marketContractorOf } from './reports.policy';

const org = 'org-1';
const who = <R extends Role>(
  id: string,
  role: R,
  organisationId: string | null,
  contractorId: string | null,
) => ({
  id,
  role,
  organisationId,
  contractorId,
});
const admin = who('a', 'Admin', null, null);
const manager = who('m', 'PropertyManager', org, null);
const tenant = who('t', 'PropertyTenant', org, null);
const contractor = who('c', 'Contractor', null, 'k1');
const unlinked = { ...contractor, id: 'c0', contractorId: null };

describe('report list policy', () => {
  it('keeps counts only for managers and admins, whose scope follows the reports alone', () => {
    expect([admin, manager, tenant, contractor].map(scopeFollowsReportsOnly)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("places a manager's and a tenant's reports in their organisation, others' across several", () => {
    expect([admin, manager, tenant, contractor].map(scopeOrganisation)).toEqual([null, org, org, null]);
  });

  it("searches within the caller's organisation, an admin's filter, or nowhere for a contractor", () => {
    expect(searchOrganisation(manager, 'org-2')).toBe(org);
    expect(searchOrganisation(tenant, undefined)).toBe(org);
    expect(searchOrganisation(admin, 'org-2')).toBe('org-2');
    expect(searchOrganisation(admin, undefined)).toBeUndefined();
    expect(searchOrganisation(contractor, 'org-2')).toBeUndefined();
    expect(searchOrganisation({ ...manager, organisationId: null }, 'org-2')).toBeUndefined();
  });

  it("means a contractor's held work by mine, everyone else's own reports", () => {
    expect(mineFilter(contractor)).toEqual({ contractorId: 'k1' });
    expect(mineFilter(unlinked)).toEqual({ reporterId: 'c0' });
    expect(mineFilter(tenant)).toEqual({ reporterId: 't' });
    expect(mineFilter(admin)).toEqual({ reporterId: 'a' });
  });

  it('opens the marketplace only through a linked contractor record', () => {
    expect([contractor, unlinked, admin, manager, tenant].map(marketContractorOf)).toEqual([
      'k1',
      null,
      null,
      null,
      null,
    ]);
    expect(marketContractorOf({ ...manager, contractorId: 'k1' })).toBeNull();
  });

  it('names only contractors in a market view of the timeline', () => {
    expect(namesEntryActor('market', 'Contractor')).toBe(true);
    for (const role of ['Admin', 'PropertyManager', 'PropertyTenant', 'Assistant', null])
      expect(namesEntryActor('market', role), String(role)).toBe(false);
    expect(namesEntryActor('full', 'PropertyTenant')).toBe(true);
    expect(namesEntryActor('full', null)).toBe(true);
  });
});

describe('hub policy', () => {
  it('tells staff and the contractor who held a report of its deletion, not its tenant', () => {
    expect(hearsOfDeletion(manager, 'full')).toBe(true);
    expect(hearsOfDeletion(admin, 'full')).toBe(true);
    expect(hearsOfDeletion(contractor, 'full')).toBe(true);
    expect(hearsOfDeletion(tenant, 'full')).toBe(false);
    expect(hearsOfDeletion(contractor, 'market')).toBe(false);
    expect(hearsOfDeletion(manager, 'none')).toBe(false);
  });

  it('looks a report up for a tenant of its organisation and a contractor who lacks its state', () => {
    expect(needsReportLookup(tenant, { organisationId: org })).toBe(true);
    expect(needsReportLookup(tenant, { organisationId: 'org-2' })).toBe(false);
    expect(needsReportLookup(contractor, { organisationId: org })).toBe(true);
    expect(needsReportLookup(contractor, { organisationId: org, status: 'Open' })).toBe(false);
    expect(needsReportLookup(manager, { organisationId: org })).toBe(false);
    expect(needsReportLookup(admin, { organisationId: org })).toBe(false);
  });
});
