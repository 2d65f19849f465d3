import { describe, expect, it } from 'vitest';
import { contactFor } from './report-contact.policy';
import { readsInternalNotes, timelineFor } from './report-notes.policy';
import { contractor, expectForCallers, manager, open, rival, taken, tenant } from './test-actors';

const entries = [
  { kind: 'created', visibility: 'message' as const, note: null },
  { kind: 'note', visibility: 'message' as const, note: 'Porten är låst' },
  { kind: 'note', visibility: 'internal' as const, note: 'Dyr kund' },
  { kind: 'withdrawn', visibility: 'message' as const, note: 'Fel ärende' },
];

describe('internal notes policy', () => {
  it('lets staff and the assigned contractor read internal notes, nobody else', () => {
    expectForCallers((caller) => readsInternalNotes(caller, taken), {
      admin: true,
      manager: true,
      contractor: true,
      tenant: false,
      neighbour: false,
      rival: false,
      foreignManager: false,
    });
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
    expectForCallers((caller) => contactFor(caller, taken), {
      contractor: { reporter: true, contractor: false },
      tenant: { reporter: false, contractor: true },
      manager: { reporter: true, contractor: true },
      admin: { reporter: true, contractor: true },
    });
  });

  it('gives nothing to the marketplace, neighbours or other organisations', () => {
    const none = { reporter: false, contractor: false };
    expectForCallers((caller) => contactFor(caller, open), { rival: none, contractor: none, tenant: none });
    expectForCallers((caller) => contactFor(caller, taken), {
      rival: none,
      neighbour: none,
      foreignManager: none,
    });
  });
});
