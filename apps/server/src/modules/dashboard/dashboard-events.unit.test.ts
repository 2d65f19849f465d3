import { describe, expect, it } from 'vitest';
import type { EventRow } from './dashboard.repo';
import { toEvent } from './dashboard.service';

const row = (over: Partial<EventRow>): EventRow => ({
  id: 'e1',
  kind: 'status_changed',
  reportId: 'r1',
  reportNumber: 7,
  title: 'Kranen droppar',
  address: 'Kungsgatan 12',
  actorName: null,
  toStatus: 'Closed',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** The feed reads as sentences: no spec jargon ("end customer", "case") and no capitals mid-line. */
describe('feed sentences', () => {
  it('names a status in lower case inside an English sentence', () => {
    expect(toEvent(row({}), 'en').text).toBe('An errand at Kungsgatan 12 is now closed');
    expect(toEvent(row({ toStatus: 'InProgress' }), 'en').text).toBe(
      'An errand at Kungsgatan 12 is now in progress',
    );
    expect(toEvent(row({}), 'sv').text).toBe('Ett ärende på Kungsgatan 12 fick status Stängd');
  });

  it('says an errand was reported, not that an end customer created a case', () => {
    expect(toEvent(row({ kind: 'created', toStatus: null }), 'en').text).toBe(
      'A new errand was reported at Kungsgatan 12',
    );
    expect(toEvent(row({ kind: 'accepted', toStatus: null }), 'en').text).toBe(
      'A contractor accepted an errand at Kungsgatan 12',
    );
  });
});
