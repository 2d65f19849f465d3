import type { ApiScope } from '@app/contract';
import type { Actor } from './actor';
import { managesOrganisation } from './actor';

/**
 * Integrations (docs/decisions/0042-api-tokens-and-webhooks.md): an organisation's API tokens
 * and webhooks are made, listed and revoked by its managers and by admins. Others who can see
 * the organisation get 403; those who cannot see it get 404 from the organisation lookup first.
 */
export const managesIntegrations = (actor: Actor, organisationId: string) =>
  managesOrganisation(actor, organisationId);

/**
 * Whom a request with an API token acts as: a manager of the token's organisation, named by
 * the account that made the token (its id stays the author of what the token does). Null when
 * that account may no longer manage the organisation: the token then counts for nothing.
 */
export function apiTokenActor<A extends Actor>(creator: A, organisationId: string): A | null {
  if (!managesOrganisation(creator, organisationId)) return null;
  return { ...creator, role: 'PropertyManager', organisationId, contractorId: null };
}

/**
 * The scope a request needs, by the route's path pattern and method; undefined for every path
 * no scope opens (accounts, sign-in, tokens themselves, the live hub…), which a token may not use.
 */
export function requiredApiScope(method: string, routeUrl: string | undefined): ApiScope | undefined {
  if (!routeUrl) return undefined;
  const url = routeUrl.toLowerCase();
  const reads = method === 'GET' || method === 'HEAD';
  if (url === '/api/reports' || url.startsWith('/api/reports/'))
    return reads ? 'errands:read' : 'errands:write';
  if (/^\/api\/(properties|premises|equipment)(\/|$)/.test(url)) return reads ? 'properties:read' : undefined;
  if (/^\/api\/organisations\/:id\/webhooks(\/|$)/.test(url)) return 'webhooks';
  return undefined;
}
