import { describe, expect, it } from 'vitest';
import { type Listener, mayReceive } from './audience';

/** An internal note's hub event reaches staff and the assigned contractor, never the reporter. */
const org = '00000000-0000-4000-8000-000000000001';
const facts = {
  organisationId: org,
  reporterId: 'u-tenant',
  contractorId: 'c-1',
  status: 'InProgress' as const,
  trade: 'plumber',
};
const listener = (user: Partial<Listener['user']> & Pick<Listener['user'], 'role'>): Listener => ({
  user: { id: 'u-x', organisationId: null, contractorId: null, ...user },
  contractorTrade: user.role === 'Contractor' ? 'plumber' : null,
});

describe('internal note events', () => {
  const people: Record<string, [Listener, boolean]> = {
    reporter: [listener({ id: 'u-tenant', role: 'PropertyTenant', organisationId: org }), false],
    manager: [listener({ role: 'PropertyManager', organisationId: org }), true],
    admin: [listener({ role: 'Admin' }), true],
    'assigned contractor': [listener({ role: 'Contractor', contractorId: 'c-1' }), true],
    'other contractor': [listener({ role: 'Contractor', contractorId: 'c-2' }), false],
    'other manager': [listener({ role: 'PropertyManager', organisationId: 'other-org' }), false],
  };
  for (const [who, [l, expected]] of Object.entries(people)) {
    it(`${expected ? 'reach' : 'do not reach'} the ${who}`, () => {
      expect(mayReceive(l, 'EventAdded', facts, 'internal')).toBe(expected);
    });
  }

  it('while messages reach the reporter, and unknown facts grant nothing', () => {
    expect(mayReceive(people.reporter![0], 'EventAdded', facts, 'message')).toBe(true);
    const unknown = { organisationId: org };
    expect(mayReceive(people['assigned contractor']![0], 'EventAdded', unknown, 'internal')).toBe(false);
    expect(mayReceive(people.reporter![0], 'EventAdded', unknown, 'internal')).toBe(false);
  });
});
