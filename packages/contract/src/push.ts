import { z } from 'zod';

/** The server's VAPID public key, which a browser's subscription names (base64url). */
export const PushKey = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKey>;

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionCreate = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
  }),
});
export type PushSubscriptionCreate = z.infer<typeof PushSubscriptionCreate>;

/** Which of the caller's subscriptions to forget (a query parameter). */
export const PushSubscriptionDelete = z.object({ endpoint: z.string().max(2000) });
export type PushSubscriptionDelete = z.infer<typeof PushSubscriptionDelete>;

/** What a push message carries to the service worker: it shows title and body, a click opens url. */
export const PushPayload = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof PushPayload>;
