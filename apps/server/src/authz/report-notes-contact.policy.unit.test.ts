import { describe, expect, it } from 'vitest';
import { contactFor } from './report-contact.policy';
import { readsInternalNotes, timelineFor } from './report-notes.policy';
import * as actors from './test-actors';

const { admin, contractor, foreignManager, manager, neighbour, open, rival, taken, tenant } = actors;

const entries = [
  { kind: 'created', visibility: 'message' as const, note: null },
  { kind: 'note', visibility: 'message' as const, note: 'Porten är låst' },
  { kind: 'note', visibility: 'internal' as const, note: 'Dyr kund' },
  { kind: 'withdrawn', visibility: 'message' as const, note: 'Fel ärende' },
];

describe('internal notes policy', () => {
  it('lets staff and the assigned contractor read internal notes, nobody else', () => {
    expect(readsInternalNotes(admin, taken)).toBe(true);
    expect(readsInternalNotes(manager, taken)).toBe(true);
    expect(readsInternalNotes(contractor, taken)).toBe(true);
    expect(readsInternalNotes(tenant, taken)).toBe(false);
    expect(readsInternalNotes(neighbour, taken)).toBe(false);
    expect(readsInternalNotes(rival, taken)).toBe(false);
    expect(readsInternalNotes(foreignManager, taken)).toBe(false);
    expect(readsInternalNotes(contractor, open)).toBe(false);
  });

  it('filters the timeline: the reporter loses internal notes, the marketplace every note text', () => {
    expect(timelineFor(manager, taken, 'full', entries)).toEqual(entries);
    expect(timelineFor(tenant, taken, 'full', entries).map((e) => e.note)).toEqual([
      null,
      'Porten är låst',
      'Fel ärende',
    ]);
    expect(timelineFor(rival, open, 'market', entries)).toEqual([
      { kind: 'created', visibility: 'message', note: null },
      { kind: 'withdrawn', visibility: 'message', note: null },
    ]);
  });
});

describe('contact policy', () => {
  it('gives the reporter to staff and the assigned contractor, the contractor to the reporter and staff', () => {
    expect(contactFor(contractor, taken)).toEqual({ reporter: true, contractor: false });
    expect(contactFor(tenant, taken)).toEqual({ reporter: false, contractor: true });
    expect(contactFor(manager, taken)).toEqual({ reporter: true, contractor: true });
    expect(contactFor(admin, taken)).toEqual({ reporter: true, contractor: true });
  });

  it('gives nothing to the marketplace, neighbours or other organisations', () => {
    const none = { reporter: false, contractor: false };
    expect(contactFor(rival, open)).toEqual(none);
    expect(contactFor(contractor, open)).toEqual(none);
    expect(contactFor(rival, taken)).toEqual(none);
    expect(contactFor(neighbour, taken)).toEqual(none);
    expect(contactFor(foreignManager, taken)).toEqual(none);
    expect(contactFor(tenant, open)).toEqual(none);
  });
});
