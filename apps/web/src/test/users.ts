import type { CurrentUser, Role } from '@app/contract';

/** A stored user of the given role, as login answers it. */
export function storedUser(role: Role): CurrentUser {
  const orgRole = role === 'PropertyManager' || role === 'PropertyTenant';
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userName: `${role.toLowerCase()}@example.test`,
    email: `${role.toLowerCase()}@example.test`,
    name: `Test ${role}`,
    roles: [role],
    metadata: {},
    organisationId: orgRole ? '00000000-0000-4000-8000-000000000002' : null,
    contractorId: null,
    locale: 'sv',
  };
}
