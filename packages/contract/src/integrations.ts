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

/** The errand events a webhook can subscribe to; `ping` is only ever sent by "send test". */
export const webhookEvents = [
  'errand.created',
  'errand.status_changed',
  'errand.visit_planned',
  'errand.done',
  'errand.closed',
  'errand.rated',
] as const;
export const WebhookEvent = z.enum(webhookEvents);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'felanmalan-signature';

export const WebhookSubscription = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(WebhookEvent),
  created: z.string(),
  failingSince: z.string().nullable(),
  paused: z.string().nullable(),
});
export type WebhookSubscription = z.infer<typeof WebhookSubscription>;
export const WebhookSubscriptionList = z.object({ items: z.array(WebhookSubscription) });

export const WebhookSubscriptionCreate = z.strictObject({
  url: z.url({ protocol: /^https?$/ }).max(2000),
  events: z.array(WebhookEvent).min(1).max(webhookEvents.length),
});
export type WebhookSubscriptionCreate = z.infer<typeof WebhookSubscriptionCreate>;

/** The answer to a creation: the only time the signing secret is sent. */
export const WebhookSubscriptionCreated = WebhookSubscription.extend({ secret: z.string() });

export const WebhookDelivery = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed', 'skipped']),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  created: z.string(),
  lastAttempt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryList = z.object({ items: z.array(WebhookDelivery) });
export const WebhookTestSent = z.object({ deliveryId: z.uuid() });
