import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { setStoredUser } from '../../../lib/user-store';
import { sampleReport } from '../../../test/reports';
import { storedUser } from '../../../test/users';
import { RatingCard } from './RatingCard';

const tenant = storedUser('PropertyTenant');

function renderCard(report: ReturnType<typeof sampleReport>) {
  setStoredUser(tenant);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RatingCard report={report} />
    </QueryClientProvider>,
  );
}

const closed = (patch: Parameters<typeof sampleReport>[0] = {}) =>
  sampleReport({
    status: 'Closed',
    reporter: tenant.id,
    contractorId: '00000000-0000-4000-8000-0000000000c1',
    ...patch,
  });

afterEach(() => {
  cleanup();
  setStoredUser(null);
  vi.unstubAllGlobals();
});

/** The form follows `can.rate` from the server; the given rating is shown to whoever receives it. */
describe('rating card', () => {
  it('shows nothing without a rating or the right to rate', () => {
    const { container } = renderCard(closed());
    expect(container.innerHTML).toBe('');
  });

  it('asks for a score before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    // jsdom has no CSS.escape, which the form uses to focus the first wrong field.
    vi.stubGlobal('CSS', { escape: (s: string) => s });
    renderCard(sampleReport({ status: 'Closed', reporter: tenant.id }, { rate: true }));
    expect(screen.getByRole('heading', { name: i18n.t('ratings.card.title') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('ratings.card.submit') }));
    expect(await screen.findByText(i18n.t('fieldErrors.required'))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    // No star takes the focus: the first would light, the "none" choice would cover the stars.
    expect((document.activeElement as HTMLInputElement).name).not.toBe('score');
    expect(screen.getByRole('radio', { name: i18n.t('ratings.card.noScore') })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('sends the stars and the comment, then thanks the reporter', async () => {
    const rated = closed({
      rating: { score: 4, comment: 'Bra jobbat', ratedAt: '2026-02-01T10:00:00.000Z' },
    });
    const fetch = vi.fn(
      async () => new Response(JSON.stringify(rated), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderCard(sampleReport({ status: 'Closed', reporter: tenant.id }, { rate: true }));
    fireEvent.click(screen.getByLabelText(i18n.t('ratings.card.stars', { count: 4 })));
    fireEvent.change(screen.getByLabelText(i18n.t('ratings.card.comment')), {
      target: { value: '  Bra jobbat ' },
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('ratings.card.submit') }));
    expect(await screen.findByText(i18n.t('ratings.card.sent'))).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(`/api/reports/${rated.id}/rating`);
    expect(JSON.parse(String(init.body))).toEqual({ score: 4, comment: 'Bra jobbat' });
  });

  it('shows a given rating with its comment', () => {
    renderCard(closed({ rating: { score: 5, comment: 'Toppen', ratedAt: '2026-02-01T10:00:00.000Z' } }));
    expect(screen.getByRole('heading', { name: i18n.t('ratings.card.yourRating') })).toBeTruthy();
    expect(screen.getByText(i18n.t('ratings.card.stars', { count: 5 }))).toBeTruthy();
    expect(screen.getByText('Toppen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('ratings.card.submit') })).toBeNull();
  });

  it('calls it “Rating” for others and leaves out a comment the server withheld', () => {
    renderCard(
      closed({ reporter: null, rating: { score: 2, comment: null, ratedAt: '2026-02-01T10:00:00.000Z' } }),
    );
    expect(screen.getByRole('heading', { name: i18n.t('ratings.card.rating') })).toBeTruthy();
    expect(screen.getByText(i18n.t('ratings.card.stars', { count: 2 }))).toBeTruthy();
  });
});
