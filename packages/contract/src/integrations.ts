import { z } from 'zod';

/**
 * What an API token may do (docs/INTEGRATIONS.md). A token acts as a manager of its
 * organisation, and only on the paths its scopes open; any other path answers 403.
 */
export const apiScopes = ['errands:read', 'errands:write', 'properties:read', 'webhooks'] as const;
export const ApiScope = z.enum(apiScopes);
export type ApiScope = z.infer<typeof ApiScope>;

/** Every token starts with this, so a leaked one is easy to recognise (and to search for). */
export const API_TOKEN_PREFIX = 'fak_';

/** At most this many live (not revoked) tokens per organisation. */
export const MAX_API_TOKENS = 50;

export const ApiToken = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart; the token itself is never shown again. */
  hint: z.string(),
  scopes: z.array(ApiScope),
  createdBy: z.string().nullable(),
  created: z.string(),
  lastUsed: z.string().nullable(),
  revoked: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

export const ApiTokenList = z.object({ items: z.array(ApiToken) });
export type ApiTokenList = z.infer<typeof ApiTokenList>;

export const ApiTokenCreate = z.strictObject({
  name: z.string().trim().min(1).max(80),
  scopes: z.array(ApiScope).min(1).max(apiScopes.length),
});
export type ApiTokenCreate = z.infer<typeof ApiTokenCreate>;

/** The answer to a creation: the only time the token itself is sent. */
export const ApiTokenCreated = ApiToken.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof ApiTokenCreated>;

export const OrganisationItemParams = z.object({ id: z.uuid(), itemId: z.uuid() }).strict();
