import type { Role } from '@app/contract';

/*
 * Who a route lets through before its service asks the policies (auth/guard.ts: 401 or 403).
 * Routes name these lists, so the roles stay in authz.
 */

/** User administration: admins (everyone) and managers (their organisation). */
export const USER_ADMINS = ['Admin', 'PropertyManager'] as const satisfies readonly Role[];

/** Administrators only. */
export const ADMINS_ONLY = ['Admin'] as const satisfies readonly Role[];

/** The chat assistant: those who file errands (contractors work on them and do not). */
export const CHAT_USERS = ['Admin', 'PropertyManager', 'PropertyTenant'] as const satisfies readonly Role[];
