/*
 * The role names and what an account of each is tied to. Free of zod: the web reads the
 * names on its first load (a stored user is checked against them) without loading zod.
 * Importable alone as `@app/contract/roles`.
 */

/** Role values exactly as the original client names them (docs/PRODUCT.md "Roles and rights"). */
export const roles = ['Admin', 'Contractor', 'PropertyManager', 'PropertyTenant'] as const;
type RoleName = (typeof roles)[number];

/** The roles whose accounts belong to one organisation: its managers and its tenants. */
export const organisationRoles = ['PropertyManager', 'PropertyTenant'] as const satisfies readonly RoleName[];

/** The role an invitation starts on: most invitations go to tenants. */
export const defaultInviteRole: RoleName = 'PropertyTenant';

/**
 * What an account of `role` is tied to when it is invited or registered: an organisation
 * (managers and tenants), the premises it rents (tenants) or the contractor record it acts
 * for (contractors). The server refuses the other links; the invitation form asks only these.
 */
export function accountTies(role: RoleName): {
  organisation: boolean;
  premises: boolean;
  contractor: boolean;
} {
  return {
    organisation: (organisationRoles as readonly RoleName[]).includes(role),
    premises: role === 'PropertyTenant',
    contractor: role === 'Contractor',
  };
}
