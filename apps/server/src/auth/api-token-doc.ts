import { API_TOKEN_PREFIX, apiScopes } from '@app/contract';

/** The API token's security scheme in the OpenAPI document (docs/INTEGRATIONS.md). */
export const apiTokenScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: `${API_TOKEN_PREFIX}…`,
  description:
    `An organisation's API token, made by its managers under Settings: ` +
    '`Authorization: Bearer fak_…`. The token acts as a manager of its organisation and may use ' +
    `only the paths its scopes open (${apiScopes.join(', ')}): errands:read the GET requests under ` +
    '/api/reports, errands:write the others; properties:read the GET requests under /api/properties, ' +
    '/api/premises and /api/equipment; webhooks the paths under /api/organisations/{id}/webhooks. ' +
    'Any other path answers 403; a record of another organisation answers 404.',
} as const;
