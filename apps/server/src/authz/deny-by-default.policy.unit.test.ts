import { describe, expect, it } from 'vitest';
import { canCreateReports, mayListByContractor } from './reports.policy';
import { admin, contractor, manager, tenant } from './test-actors';

describe('rules that name who may, not who may not', () => {
  // A role the rules have never heard of (one added to the contract later) gets nothing until a
  // rule names it: deny by default.
  const stranger = { ...tenant, role: 'BoardMember' } as unknown as typeof tenant;

  it('files errands only for the roles named', () => {
    expect([admin, manager, tenant, contractor].map(canCreateReports)).toEqual([true, true, true, false]);
    expect(canCreateReports(stranger)).toBe(false);
  });

  it("lists a contractor's errands only for the roles named", () => {
    expect([admin, manager, tenant, contractor].map(mayListByContractor)).toEqual([true, true, false, true]);
    expect(mayListByContractor(stranger)).toBe(false);
  });
});
