import type { NotificationKind } from '@app/contract';
import type { Queryable } from '../../../db';
import type { MessageRecipient, NotificationChannel, NotificationMessage } from './channel';
import { wantsChannel } from './preferences';

/** The channels this server sends notifications by, each given only the messages it should carry. */
export interface ChannelRegistry {
  /** Whether any enabled channel carries `kind` to this person: if none does, nothing is sent. */
  reaches(to: MessageRecipient, kind: NotificationKind): boolean;
  /** Hands each message to every enabled channel its recipient wants its kind by. */
  deliver(q: Queryable, messages: readonly NotificationMessage[], now: Date): Promise<void>;
}

export function createChannelRegistry(channels: readonly NotificationChannel[]): ChannelRegistry {
  const enabled = channels.filter((c) => c.enabled);
  return {
    reaches: (to, kind) => enabled.some((c) => wantsChannel(to.prefs, c.kind, kind)),
    async deliver(q, messages, now) {
      for (const channel of enabled) {
        const mine = messages.filter((m) => wantsChannel(m.to.prefs, channel.kind, m.kind));
        if (mine.length > 0) await channel.deliver(q, mine, now);
      }
    },
  };
}
