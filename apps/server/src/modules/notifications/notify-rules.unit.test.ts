import type { Role } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../authz/actor';
import { notificationKindsFor } from '../../authz/notifications.policy';
import { backoffMs } from '../../jobs/worker';
import { type Audience, notifyRules, rulesFor } from './notify-rules';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

const told = (kind: string, toStatus: string | null = null, hazard = false) =>
  rulesFor({ kind, toStatus, note: null, hazard }).map((r) => `${r.to}:${r.kind}`);

describe('who is told of each timeline entry', () => {
  it('follows the table', () => {
    expect(told('created')).toEqual(['managers:report_new', 'market:market_new']);
    expect(told('accepted')).toEqual(['reporter:report_accepted']);
    expect(told('assigned')).toEqual(['reporter:report_accepted', 'contractor:report_assigned']);
    expect(told('created', 'Open', true)).toEqual([
      'managers:report_hazard',
      'managers:report_new',
      'market:market_new',
    ]);
    // Done work waits for a confirmation the reporter and the managers may give.
    expect(told('done', 'FollowingUp')).toEqual(['reporter:report_done', 'managers:report_done']);
    // A hand-back concerns the managers and the market, not the reporter.
    expect(told('handed_back', 'Open')).toEqual(['managers:report_handed_back', 'market:market_new']);
    expect(told('sent_back', 'InProgress')).toEqual(['contractor:report_status']);
    expect(told('status_changed', 'Closed')).toEqual(['reporter:report_closed', 'managers:report_closed']);
    expect(told('withdrawn', 'Closed')).toEqual(['reporter:report_closed', 'managers:report_closed']);
    expect(told('note')).toEqual(['reporter:report_message']);
    expect(told('visit_planned')).toEqual(['reporter:report_visit', 'contractor:report_visit']);
    expect(told('visit_cancelled')).toEqual(['reporter:report_visit', 'contractor:report_visit']);
    expect(told('updated')).toEqual([]);
    expect(told('some_future_kind')).toEqual([]);
  });
});

describe('unsubscribe tokens', () => {
  const secret = new TextEncoder().encode('a-secret-of-enough-length-for-hmac');
  const user = '0b0e8a5e-6a43-4f3a-9d3c-2f3a1f0e9a11';

  it('name the user and kind they were made for', () => {
    expect(readUnsubscribeToken(secret, unsubscribeToken(secret, user, 'report_new'))).toEqual({
      userId: user,
      kind: 'report_new',
    });
  });

  it('are refused when signed with another secret, altered or malformed', () => {
    const token = unsubscribeToken(secret, user, 'report_new');
    expect(readUnsubscribeToken(new TextEncoder().encode('another-secret'), token)).toBeUndefined();
    expect(readUnsubscribeToken(secret, token.replace('report_new', 'market_new'))).toBeUndefined();
    expect(readUnsubscribeToken(secret, `${token}.x`)).toBeUndefined();
    expect(readUnsubscribeToken(secret, '')).toBeUndefined();
  });
});

describe('retry backoff', () => {
  it('doubles from 10 seconds up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});

const actor = (role: Role): Actor => ({ id: 'u', role, organisationId: 'o', contractorId: 'c' });

describe('the kinds offered in the settings (authz) cover every rule', () => {
  // A rule telling an audience of a kind its members are not offered would send mail nobody can
  // turn off; the settings' list and this table are kept in step by this test.
  const member: Record<Audience, Actor[]> = {
    reporter: [actor('PropertyTenant'), actor('PropertyManager'), actor('Admin')],
    managers: [actor('PropertyManager')],
    contractor: [actor('Contractor')],
    market: [actor('Contractor')],
  };
  it.each(Object.entries(notifyRules).flatMap(([action, rules]) => rules.map((r) => [action, r] as const)))(
    '%s',
    (_action, rule) => {
      for (const a of member[rule.to]) expect(notificationKindsFor(a)).toContain(rule.kind);
    },
  );
  it('and the kinds told by jobs (forgotten and overdue errands) to managers', () => {
    for (const kind of ['report_unaccepted', 'report_overdue'] as const)
      expect(notificationKindsFor(actor('PropertyManager'))).toContain(kind);
  });
});
