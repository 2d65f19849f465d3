import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import CreateAccountPage from './CreateAccountPage';
import ResetPasswordPage from './ResetPasswordPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = (path: string, page: React.ReactNode) =>
  render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
const passwordFields = () => [...document.querySelectorAll<HTMLInputElement>('input[type="password"]')];

describe('a mailed link that cannot work', () => {
  it('shows an invitation link without its token as the problem and a way on, not a form', () => {
    at('/auth/create-account', <CreateAccountPage />);
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('authPages.createAccount.missingToken'));
    expect(passwordFields()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: i18n.t('authPages.createAccount.submit') })).toBeNull();
    expect(screen.getByRole('link', { name: i18n.t('authPages.forgot.back') }).getAttribute('href')).toBe(
      '/auth/login',
    );
  });

  it('replaces the form when the server says the invitation is used or expired', async () => {
    const body = {
      error: {
        code: 'validation_failed',
        message: 'Ogiltig',
        details: [{ field: 'token', problem: 'invalid_token', message: 'Ogiltig' }],
      },
    };
    // jsdom has no CSS.escape; the form uses it to focus the first field in error.
    if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (s: string) => s });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify(body), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    at('/auth/create-account?token=used-token', <CreateAccountPage />);
    const [password, confirm] = passwordFields();
    fireEvent.change(password!, { target: { value: 'Ett-bra-lösenord-2026' } });
    fireEvent.change(confirm!, { target: { value: 'Ett-bra-lösenord-2026' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('authPages.createAccount.submit') }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      i18n.t('authPages.createAccount.invalidToken'),
    );
    expect(passwordFields()).toHaveLength(0);
  });

  it('shows a reset link without its token with the ways on: a new link, or sign in', () => {
    at('/auth/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('authPages.reset.missingToken'));
    expect(screen.queryByRole('button', { name: i18n.t('authPages.reset.submit') })).toBeNull();
    expect(screen.getByRole('link', { name: i18n.t('authPages.reset.newLink') }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: i18n.t('authPages.reset.toLogin') })).toBeTruthy();
  });
});
