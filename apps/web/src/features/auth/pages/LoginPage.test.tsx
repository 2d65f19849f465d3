import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n, setLocale } from '../../../lib/i18n';
import { setStoredUser } from '../../../lib/user-store';
import { storedUser } from '../../../test/users';
import LoginPage from './LoginPage';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  setStoredUser(null);
  await setLocale('sv');
});

/** Where the app went after signing in. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function signIn() {
  const user = storedUser('PropertyManager');
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ user }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  fireEvent.change(document.querySelector('input[name="email"]')!, { target: { value: user.email } });
  fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'hemligt-123' } });
  fireEvent.click(screen.getByRole('button', { name: i18n.t('authPages.login.submit') }));
  return (await screen.findByTestId('landed')).textContent;
}

describe('sign-in after the session ended', { timeout: 15_000 }, () => {
  for (const lng of ['sv', 'en'] as const) {
    it(`${lng}: says why the user was signed out`, async () => {
      await setLocale(lng);
      at('/auth/login?reason=expired&next=%2Fpanel%2Ferrands');
      expect(screen.getByRole('status').textContent).toBe(i18n.t('authPages.login.sessionExpired'));
    });
  }

  it('the Swedish text is the one users read', () => {
    at('/auth/login?reason=expired');
    expect(screen.getByRole('status').textContent).toBe(
      'Du har loggats ut eftersom sessionen tog slut. Logga in igen för att fortsätta.',
    );
  });

  it('says nothing after a normal sign-out', () => {
    at('/auth/login');
    expect(screen.queryByText(i18n.t('authPages.login.sessionExpired'))).toBeNull();
  });

  it('goes back to the page the user was on', async () => {
    at(`/auth/login?reason=expired&next=${encodeURIComponent('/panel/errands/abc?tab=notes')}`);
    expect(await signIn()).toBe('/panel/errands/abc?tab=notes');
  });

  for (const next of [
    'https://evil.example/panel/x',
    '//evil.example/panel/x',
    '/panel/\\evil',
    '/admin/users',
  ]) {
    it(`never follows ${next} (another site, or a page the role may not open)`, async () => {
      at(`/auth/login?reason=expired&next=${encodeURIComponent(next)}`);
      expect(await signIn()).toBe('/panel');
    });
  }
});
