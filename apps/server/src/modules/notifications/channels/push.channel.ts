import type { PushPayload } from '@app/contract';
import type { Deps } from '../../../deps';
import { queuePushes } from '../push/push-delivery';
import type { NotificationChannel, NotificationMessage } from './channel';

/** What the phone shows: the subject as title, the first line as body; a click opens the errand. */
function payloadOf(m: NotificationMessage): PushPayload {
  const [first] = m.items;
  const line = m.items.length > 1 ? m.intro : (first?.line ?? m.intro);
  return {
    title: m.subject,
    // A single errand's line is often the subject itself: then the body stays empty.
    body: line && line !== m.subject ? line : '',
    url: first && m.items.length === 1 ? new URL(first.link).pathname : '/',
  };
}

/**
 * Web Push: each message goes to every browser its recipient turned push on in (none: nothing),
 * stored in the outbox in the caller's transaction and sent by a job (push/push-delivery.ts).
 */
export function pushChannel(_deps: Pick<Deps, 'config'>): NotificationChannel {
  return {
    kind: 'push',
    // Always on: the server makes its own VAPID keys; without subscriptions nothing is queued.
    enabled: true,
    deliver: (q, messages, now) =>
      queuePushes(
        q,
        messages.map((m) => ({ userId: m.to.id, payload: payloadOf(m) })),
        now,
      ),
  };
}
