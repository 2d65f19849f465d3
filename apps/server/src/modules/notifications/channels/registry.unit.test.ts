import type { NotificationKind } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../db';
import type { MessageRecipient, NotificationChannel, NotificationMessage } from './channel';
import { channelPrefsSql, wantsChannel } from './preferences';
import { createChannelRegistry } from './registry';

/** A channel that records what it was handed. */
function fakeChannel(enabled: boolean) {
  const got: NotificationMessage[] = [];
  const channel: NotificationChannel = {
    kind: 'email',
    enabled,
    async deliver(_q, messages) {
      got.push(...messages);
    },
  };
  return { channel, got };
}

const person = (id: string, prefs: MessageRecipient['prefs'] = {}): MessageRecipient => ({
  id,
  email: `${id}@example.test`,
  locale: 'sv',
  prefs,
});
const message = (to: MessageRecipient, kind: NotificationKind): NotificationMessage => ({
  to,
  kind,
  subject: `${kind} for ${to.id}`,
  intro: null,
  items: [{ line: kind, link: 'https://example.test/errand' }],
});
// The fakes write nothing: the registry only passes the transaction on.
const q = {} as Queryable;
const now = new Date('2026-11-26T12:00:00.000Z');

describe('the channel registry', () => {
  it('hands messages to the enabled channels only', async () => {
    const on = fakeChannel(true);
    const off = fakeChannel(false);
    const registry = createChannelRegistry([on.channel, off.channel]);
    const ada = person('ada');
    await registry.deliver(q, [message(ada, 'report_new')], now);
    expect(on.got.map((m) => m.subject)).toEqual(['report_new for ada']);
    expect(off.got).toEqual([]);
    expect(registry.reaches(ada, 'report_new')).toBe(true);
    expect(createChannelRegistry([off.channel]).reaches(ada, 'report_new')).toBe(false);
  });

  it("follows each recipient's choice per kind, and the default where none was made", async () => {
    const mail = fakeChannel(true);
    const registry = createChannelRegistry([mail.channel]);
    const quiet = person('quiet', { email: { report_new: false, report_closed: true } });
    const plain = person('plain');
    await registry.deliver(
      q,
      [message(quiet, 'report_new'), message(quiet, 'report_closed'), message(plain, 'report_new')],
      now,
    );
    expect(mail.got.map((m) => m.subject)).toEqual(['report_closed for quiet', 'report_new for plain']);
    expect(registry.reaches(quiet, 'report_new')).toBe(false);
    expect(registry.reaches(quiet, 'report_closed')).toBe(true);
  });

  it('asks a channel nothing when no message is for it', async () => {
    let calls = 0;
    const counting: NotificationChannel = {
      kind: 'email',
      enabled: true,
      async deliver() {
        calls++;
      },
    };
    const nobody = person('nobody', { email: { market_new: false } });
    await createChannelRegistry([counting]).deliver(q, [message(nobody, 'market_new')], now);
    await createChannelRegistry([counting]).deliver(q, [], now);
    expect(calls).toBe(0);
  });
});

describe('channel preferences', () => {
  it('are one check: a choice made wins, else the kind’s default', () => {
    expect(wantsChannel({}, 'email', 'report_message')).toBe(true);
    expect(wantsChannel({ email: { report_message: false } }, 'email', 'report_message')).toBe(false);
    expect(wantsChannel({ email: { report_message: false } }, 'email', 'report_visit')).toBe(true);
  });

  it('are read for every channel from its column', () => {
    expect(channelPrefsSql('np')).toBe(
      `jsonb_build_object('email', COALESCE(np.mail, '{}'::jsonb), 'push', COALESCE(np.push, '{}'::jsonb))`,
    );
  });
});
