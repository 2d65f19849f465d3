import type { Role } from '@app/contract';

/** Where each role lives (spec §2): a wrong role is sent to its own home. */
export function homeFor(roles: readonly Role[]): string {
  if (roles.includes('Admin')) return '/admin';
  if (roles.includes('Contractor')) return '/contractor';
  if (roles.includes('PropertyManager') || roles.includes('PropertyTenant')) return '/panel';
  return '/auth/login';
}
