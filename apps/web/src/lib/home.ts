import type { Role } from '@app/contract';

/**
 * The signed-in route groups and the roles that may enter each, in the order
 * that decides a person's home when they hold several roles. The pages of each
 * group are declared in the app's page list; the sign-in pages use `homeFor`.
 */
export const signedInGroups = {
  admin: { base: '/admin', roles: ['Admin'] },
  contractor: { base: '/contractor', roles: ['Contractor'] },
  panel: { base: '/panel', roles: ['PropertyManager', 'PropertyTenant'] },
} as const satisfies Record<string, { base: string; roles: readonly Role[] }>;

/** Where each role lives (docs/PRODUCT.md, "Interface"): a wrong role is sent to its own home. */
export function homeFor(roles: readonly Role[]): string {
  const group = Object.values(signedInGroups).find((g) => g.roles.some((r: Role) => roles.includes(r)));
  return group?.base ?? '/auth/login';
}
