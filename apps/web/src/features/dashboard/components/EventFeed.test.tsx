import type { DashboardEvent } from '@app/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { EventFeed } from './EventFeed';
import { asLineStart, timeAgo } from './relative-time';

afterEach(async () => {
  cleanup();
  await setLocale('sv');
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const event = (over: Partial<DashboardEvent> = {}): DashboardEvent => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  kind: 'accepted',
  reportId: '00000000-0000-4000-8000-0000000000a1',
  reportNumber: 12,
  title: 'Droppande kran i köket',
  address: 'Kungsgatan 48',
  actor: 'Pelle Rör',
  at: minutesAgo(5),
  text: 'contractor accepted a case at Kungsgatan 48',
  ...over,
});

const show = (events: DashboardEvent[]) =>
  render(
    <MemoryRouter>
      <EventFeed events={events} />
    </MemoryRouter>,
  );

describe('event feed', () => {
  it('names the errand in one link per line, with the spec’s sentence and how long ago', async () => {
    await setLocale('en');
    const e = event();
    show([e, event({ id: '00000000-0000-4000-8000-0000000000e2', reportNumber: 13, title: 'Trasig lampa' })]);
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(within(line).getAllByRole('link')).toHaveLength(1);
    const first = within(lines[0]!);
    expect(first.getByRole('link').textContent).toBe('#12 Droppande kran i köket');
    expect(first.getByRole('link').getAttribute('href')).toBe(`/errands/${e.reportId}`);
    // The English sentence starts the line with a capital; its words stay the specification's.
    expect(lines[0]!.textContent).toContain('Contractor accepted a case at Kungsgatan 48');
    const time = lines[0]!.querySelector('time')!;
    expect(time.textContent).toBe('5 minutes ago');
    expect(time.getAttribute('dateTime')).toBe(e.at);
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
  });

  it('says how long ago in Swedish on the Swedish site', () => {
    show([event({ text: 'Frilansare accepterade ett ärende på Kungsgatan 48' })]);
    expect(screen.getByRole('listitem').querySelector('time')!.textContent).toBe('för 5 minuter sedan');
  });
});

describe('relative time', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('uses the largest whole unit, in the locale’s words', () => {
    expect(timeAgo(ago(30_000), 'en-GB', now)).toBe('30 seconds ago');
    expect(timeAgo(ago(2 * 3_600_000), 'sv-SE', now)).toBe('för 2 timmar sedan');
    expect(timeAgo(ago(26 * 3_600_000), 'en-GB', now)).toBe('yesterday');
    expect(timeAgo(ago(3 * 86_400_000), 'en-GB', now)).toBe('3 days ago');
    // A clock slightly ahead never says "in 2 seconds".
    expect(timeAgo(new Date(now + 2000).toISOString(), 'en-GB', now)).toBe('now');
  });
  it('capitalises only the first letter of a line', () => {
    expect(asLineStart('end customer created a case at Ågatan 1', 'en-GB')).toBe(
      'End customer created a case at Ågatan 1',
    );
  });
});
