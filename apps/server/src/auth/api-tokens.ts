import { API_TOKEN_PREFIX, type ApiScope } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { apiTokenActor, requiredApiScope } from '../authz';
import type { Queryable } from '../db';
import { AppError } from '../http/errors';
import type { AuthUser } from './auth-user';
import { hashToken, newOpaqueToken } from './tokens';
import type { UserRow } from './users.repo';

/** A new API token: the prefix and 32 random bytes; only its hash is stored. */
export function newApiToken(): { token: string; hash: string; hint: string } {
  const token = `${API_TOKEN_PREFIX}${newOpaqueToken()}`;
  return { token, hash: hashToken(token), hint: token.slice(0, API_TOKEN_PREFIX.length + 6) };
}

export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

interface TokenRow extends UserRow {
  tokenId: string;
  tokenOrganisationId: string;
  scopes: ApiScope[];
  lastUsedAt: string | null;
}

/** The last-used time is written at most once a minute per token, not on every request. */
const LAST_USED_STEP_MS = 60_000;

/**
 * The caller an API token stands for, or null when it counts for nothing (unknown, revoked,
 * its maker disabled or no longer managing its organisation): docs/decisions/0042.
 */
export async function resolveApiToken(q: Queryable, token: string): Promise<AuthUser | null> {
  const [row] = await q.query<TokenRow>(
    `SELECT t.id AS token_id, t.organisation_id AS token_organisation_id, t.scopes, t.last_used_at,
            u.id, u.email, u.name, u.phone, u.role, u.organisation_id, u.locale, u.metadata, u.disabled,
            c.id AS contractor_id
       FROM api_tokens t
       JOIN users u ON u.id = t.created_by
       LEFT JOIN contractors c ON c.user_id = u.id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL`,
    [hashToken(token)],
  );
  if (!row || row.disabled) return null;
  const { tokenId, tokenOrganisationId, scopes, lastUsedAt, disabled: _disabled, ...creator } = row;
  const actor = apiTokenActor(creator, tokenOrganisationId);
  if (!actor) return null;
  if (!lastUsedAt || Date.now() - Date.parse(lastUsedAt) > LAST_USED_STEP_MS)
    await q.query('UPDATE api_tokens SET last_used_at = now() WHERE id = $1', [tokenId]);
  return { ...actor, sessionId: tokenId, apiToken: { id: tokenId, scopes } };
}

/** 403 for a token request on a path its scopes do not open (runs once the route is known). */
export function checkApiScope(request: FastifyRequest): void {
  const scopes = request.user?.apiToken?.scopes;
  if (!scopes) return;
  const needed = requiredApiScope(request.method, request.routeOptions.url);
  if (!needed || !scopes.includes(needed))
    throw new AppError('forbidden', undefined, 'integrations.errors.scope');
}
