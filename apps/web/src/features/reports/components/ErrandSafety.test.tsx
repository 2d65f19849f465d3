import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { reportSafety } from '../api';
import { ErrandSafety } from './ErrandSafety';

const id = '00000000-0000-4000-8000-0000000000e1';

function renderSafety(
  status: 'Open' | 'InProgress' | 'FollowingUp' | 'Closed',
  hazards: ('gas' | 'water')[],
  answered = true,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (answered) client.setQueryData(reportSafety(id).queryKey, { hazards, onCallPhone: '08-123 456 78' });
  render(
    <QueryClientProvider client={client}>
      <ErrandSafety report={{ id, status, hazards }} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('errand safety advice', () => {
  it('an open errand filed with a gas smell gives the chat’s advice and calls 112 and the on-call number', () => {
    renderSafety('Open', ['gas']);
    const card = screen.getByRole('region', { name: i18n.t('assistant.hazardCard.label') });
    const gasAdvice = i18n.t('assistant.hazard.gas').replace(/^⚠\s*/u, '');
    expect(card.textContent).toContain(gasAdvice);
    expect(screen.getByRole('link', { name: /112/ }).getAttribute('href')).toBe('tel:112');
    expect(screen.getByRole('link', { name: /08-123 456 78/ }).getAttribute('href')).toBe('tel:0812345678');
  });

  it('shows nothing once the work is done, nor for an errand without hazards', () => {
    renderSafety('FollowingUp', ['water']);
    expect(screen.queryByTestId('hazard-card')).toBeNull();
    cleanup();
    renderSafety('InProgress', []);
    expect(screen.queryByTestId('hazard-card')).toBeNull();
  });

  it('gives the advice with the notice-board line when the number cannot be had', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    try {
      renderSafety('Open', ['gas'], false);
      const card = await screen.findByRole('region', { name: i18n.t('assistant.hazardCard.label') });
      expect(card.textContent).toContain(i18n.t('assistant.hazard.onCallMissing'));
      expect(screen.getByRole('link', { name: /112/ })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
