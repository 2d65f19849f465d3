import type { Role } from '@app/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { type Location, MemoryRouter, useLocation, useRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/i18n';
import { signIn } from '../lib/auth';
import { setStoredUser } from '../lib/user-store';
import { storedUser } from '../test/users';
import { RequireRole } from './RequireRole';

/** The route guards (docs/PRODUCT.md, "Interface"): signed in = a stored user; each group's role list; a wrong role goes home. */
function renderAt(path: string) {
  const page = (name: string) => <p>{name} page</p>;
  const seen: { location: Location | null } = { location: null };
  function Routes() {
    seen.location = useLocation();
    return useRoutes([
      { path: '/auth/login', element: page('login') },
      { path: '/admin', element: <RequireRole roles={['Admin']}>{page('admin')}</RequireRole> },
      {
        path: '/panel/*',
        element: <RequireRole roles={['PropertyManager', 'PropertyTenant']}>{page('panel')}</RequireRole>,
      },
      {
        path: '/contractor',
        element: <RequireRole roles={['Contractor']}>{page('contractor')}</RequireRole>,
      },
    ]);
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );
  return {
    get state() {
      if (!seen.location) throw new Error('not rendered');
      return { location: seen.location };
    },
  };
}

afterEach(() => {
  cleanup();
  setStoredUser(null);
});

describe('route guards', () => {
  it.each(['/admin', '/panel/errands', '/contractor'])('signed out, %s goes to /auth/login', async (path) => {
    const router = renderAt(path);
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.state).toEqual({ from: path });
  });

  // A role opens the pages of its own group; anywhere else it is sent to its own home.
  const cases: [Role, string, string][] = [
    ['Admin', '/admin', '/admin'],
    ['Contractor', '/contractor', '/contractor'],
    ['PropertyManager', '/panel/settings', '/panel/settings'],
    ['PropertyTenant', '/panel/errands', '/panel/errands'],
    ['PropertyTenant', '/admin', '/panel'],
    ['PropertyManager', '/contractor', '/panel'],
    ['Contractor', '/panel/errands', '/contractor'],
    ['Admin', '/contractor', '/admin'],
  ];
  it.each(cases)('%s at %s ends at %s', async (role, path, end) => {
    signIn(storedUser(role));
    const router = renderAt(path);
    await screen.findByText(`${end.split('/')[1]} page`);
    expect(router.state.location.pathname).toBe(end);
  });

  it('clearing the stored user (sign-out, refresh refused) leaves the guarded page at once', async () => {
    signIn(storedUser('Admin'));
    const router = renderAt('/admin');
    await screen.findByText('admin page');
    act(() => setStoredUser(null));
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('a stored user that does not match the contract counts as signed out', async () => {
    localStorage.setItem('user', JSON.stringify({ userName: 'x', roles: ['Admin'] }));
    renderAt('/admin');
    await screen.findByText('login page');
  });
});
