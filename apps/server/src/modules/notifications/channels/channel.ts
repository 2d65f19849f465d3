import type { Language, NotificationKind } from '@app/contract';
import type { Queryable } from '../../../db';
import type { ChannelKind, ChannelPrefs } from './preferences';

/** Who a message goes to: how each channel reaches them, and their choices per channel. */
export interface MessageRecipient {
  id: string;
  email: string;
  locale: Language;
  prefs: ChannelPrefs;
}

/** One errand a message tells of. */
export interface MessageItem {
  /** The notification's line (notification-text.ts). */
  line: string;
  /** Where the recipient opens the errand. */
  link: string;
  phone?: string | null;
  /** How to get in, only for those who may read it (authz/report-fields.policy.ts). */
  access?: string | null;
}

/**
 * A notification as it leaves the app, the same for every channel: a report's change told at
 * once (one item) or the hourly digest of new errands (several, under an intro). Each channel
 * renders it its own way (a mail, a text message).
 */
export interface NotificationMessage {
  to: MessageRecipient;
  /** Which preference it falls under, and what its unsubscribe link turns off. */
  kind: NotificationKind;
  subject: string;
  intro: string | null;
  items: MessageItem[];
  /** The visit's calendar invite, sent with the mail (modules/calendar). */
  calendar?: string | null;
}

/**
 * One way of sending notifications beyond the app (mail today). The registry (registry.ts)
 * hands it only the messages whose recipients want this channel for the message's kind.
 */
export interface NotificationChannel {
  readonly kind: ChannelKind;
  /** False when this server cannot send by it (say, no provider configured): it is skipped. */
  readonly enabled: boolean;
  /**
   * Queues the messages in the caller's transaction (an outbox: they exist exactly when the
   * change that caused them committed); sending is the channel's own job. Several at once,
   * because one errand may tell a dozen people and a statement each was the fan-out's cost.
   */
  deliver(q: Queryable, messages: readonly NotificationMessage[], now: Date): Promise<void>;
}
