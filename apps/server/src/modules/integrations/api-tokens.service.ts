import { type ApiToken, type ApiTokenCreate, type ApiTokenCreated, MAX_API_TOKENS } from '@app/contract';
import { newApiToken } from '../../auth/api-tokens';
import { type Actor, managesIntegrations } from '../../authz';
import type { Db } from '../../db';
import { conflict, forbidden, notFound } from '../../http/errors';
import {
  countLiveApiTokensForUpdate,
  insertApiToken,
  listApiTokens,
  organisationVisible,
  revokeApiToken,
} from './api-tokens.repo';

/** 404 for an organisation the caller cannot see, 403 for one they see but do not manage. */
export async function checkIntegrationAccess(db: Db, actor: Actor, organisationId: string): Promise<void> {
  if (!(await organisationVisible(db, actor, organisationId))) throw notFound();
  if (!managesIntegrations(actor, organisationId)) throw forbidden();
}

/** An organisation's API tokens (docs/decisions/0042-api-tokens-and-webhooks.md). */
export function createApiTokenService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(actor: Actor, organisationId: string): Promise<{ items: ApiToken[] }> {
      await checkIntegrationAccess(db, actor, organisationId);
      return { items: await listApiTokens(db, organisationId) };
    },
    /** The token is in this answer and nowhere else: only its hash is kept. */
    async create(actor: Actor, organisationId: string, input: ApiTokenCreate): Promise<ApiTokenCreated> {
      await checkIntegrationAccess(db, actor, organisationId);
      const { token, hash, hint } = newApiToken();
      const scopes = [...new Set(input.scopes)];
      const created = await db.transaction(async (q) => {
        if ((await countLiveApiTokensForUpdate(q, organisationId)) >= MAX_API_TOKENS)
          throw conflict('integrations.errors.tooManyTokens');
        return insertApiToken(q, {
          organisationId,
          createdBy: actor.id,
          name: input.name,
          hash,
          hint,
          scopes,
        });
      });
      return { ...created, token };
    },
    /** Revoking counts at once: the next request with the token answers 401. */
    async revoke(actor: Actor, organisationId: string, id: string): Promise<void> {
      await checkIntegrationAccess(db, actor, organisationId);
      if (!(await revokeApiToken(db, organisationId, id))) throw notFound();
    },
  };
}
