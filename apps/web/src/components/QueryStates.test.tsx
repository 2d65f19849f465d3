import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n, setLocale } from '../lib/i18n';
import { failures } from '../test/api-failures';
import { EmptyState, ErrorState } from './QueryStates';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLocale('sv');
});

const RAW = /Internal Server Error|Bad Gateway|Failed to fetch|TypeError|<html/;

describe('ErrorState', { timeout: 15_000 }, () => {
  const cases = [
    ['a 500 with an HTML body', failures.htmlPage, 'errors.internal'],
    ['a 500 with only its status text', failures.statusText, 'errors.internal'],
    ['a failed fetch (TypeError)', failures.network, 'common.networkError'],
  ] as const;
  for (const lng of ['sv', 'en'] as const) {
    for (const [name, fail, key] of cases) {
      it(`${lng}: ${name} shows the catalogue's text and a retry`, async () => {
        await setLocale(lng);
        const error = await fail();
        const retry = vi.fn();
        render(<ErrorState error={error} onRetry={retry} />);
        const alert = screen.getByRole('alert');
        expect(alert.textContent).toContain(i18n.t(key));
        expect(alert.textContent).not.toMatch(RAW);
        fireEvent.click(screen.getByRole('button', { name: i18n.t('adminPages.shared.retry') }));
        expect(retry).toHaveBeenCalledOnce();
      });
    }
    it(`${lng}: a 4xx envelope shows the server's translated message`, async () => {
      await setLocale(lng);
      render(<ErrorState error={await failures.envelope()} onRetry={() => {}} />);
      expect(screen.getByRole('alert').textContent).toContain('Ärendet är redan taget.');
    });
  }
  it('the Swedish texts are the ones the review asked for', async () => {
    render(<ErrorState error={await failures.network()} />);
    expect(screen.getByRole('alert').textContent).toContain('Kontrollera anslutningen och försök igen.');
  });
});

describe('EmptyState', () => {
  it('shows an icon, hidden from screen readers, above its words', () => {
    render(<EmptyState title="Inga ärenden" body="Här kommer ärendena att synas." />);
    const icon = screen.getByTestId('empty-state-icon');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.querySelector('svg')).toBeTruthy();
    expect(screen.getByText('Inga ärenden')).toBeTruthy();
  });
});
