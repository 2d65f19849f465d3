import type { NotificationKind } from '@app/contract';
import { mailDefaults } from '../notify-rules';

/** The channels a notification may go out by besides the app itself. */
export const channelKinds = ['email', 'push'] as const;
export type ChannelKind = (typeof channelKinds)[number];

/** A person's choices for one channel: notification kind → on/off; a kind not named takes the default. */
export type KindChoices = Partial<Record<NotificationKind, boolean>>;
/** A person's choices for every channel, read with them (recipients.ts). */
export type ChannelPrefs = Partial<Record<ChannelKind, KindChoices>>;

/**
 * Where each channel's choices are stored, a jsonb column of `notification_preferences`
 * (kind → on/off), and what holds for a kind nobody chose.
 */
const stored: Record<ChannelKind, { column: string; defaults: Record<NotificationKind, boolean> }> = {
  email: { column: 'mail', defaults: mailDefaults },
  // Push reaches only browsers a person turned it on in; what it carries starts as mail's defaults.
  push: { column: 'push', defaults: mailDefaults },
};

/** The one check of a person's choice: whether `channel` carries notifications of `kind` to them. */
export function wantsChannel(prefs: ChannelPrefs, channel: ChannelKind, kind: NotificationKind): boolean {
  const chosen = prefs[channel]?.[kind];
  return typeof chosen === 'boolean' ? chosen : stored[channel].defaults[kind];
}

/**
 * Every channel's choices as one jsonb object ({ email: {…}, … }), from `notification_preferences`
 * joined as `alias`; a person who never chose reads as `{}` for each, so the defaults hold.
 */
export function channelPrefsSql(alias: string): string {
  const pairs = channelKinds.map((k) => `'${k}', COALESCE(${alias}.${stored[k].column}, '{}'::jsonb)`);
  return `jsonb_build_object(${pairs.join(', ')})`;
}
