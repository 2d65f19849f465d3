import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { STORAGE_KEYS } from '../lib/storage';
import { setStoredUser } from '../lib/user-store';
import { App } from './App';
import { lazyPage, loadOnce, pageReload, preloadModule } from './lazy-page';

/** docs/PRODUCT.md, "Interface": a failed page load reloads once (local-storage flag); a second failure is logged. */
let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  localStorage.clear();
  reload = vi.fn<() => void>();
  pageReload.reload = reload;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page() {
  return <h1>Loaded</h1>;
}

const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('lazy pages', () => {
  it('loads the page component on demand', async () => {
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={lazyPage(async () => ({ default: Page }))} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a page fetched ahead of the first render shows at once, without the loading fallback', async () => {
    const load = async () => ({ default: Page });
    await preloadModule(load, { appCatalogue: false });
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={lazyPage(load)} />
        </Routes>
      </MemoryRouter>,
    );
    // In the first commit: nothing suspended, so the page never waits for a later reveal.
    expect(screen.getByRole('heading', { name: 'Loaded' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a first failure sets the flag and reloads the page once', async () => {
    const pending = loadOnce(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(STORAGE_KEYS.reloadGuard)).toBe('1');
    // The load never settles: the page is going away.
    const settled = await Promise.race([
      pending.then(() => 'settled'),
      new Promise((r) => setTimeout(r, 50)),
    ]);
    expect(settled).toBeUndefined();
  });

  it('a second failure after the reload is logged and thrown, without another reload', async () => {
    localStorage.setItem(STORAGE_KEYS.reloadGuard, '1');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadOnce(failing)).rejects.toThrow('dynamically imported');
    expect(reload).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Loading the page failed again after a reload', expect.any(Error));
  });

  it('a page that cannot load shows a message with a reload button, inside the frame', async () => {
    localStorage.setItem(STORAGE_KEYS.reloadGuard, '1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <p>frame</p>
        <Routes>
          <Route path="/" element={lazyPage(failing)} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Sidan kunde inte laddas');
    screen.getByText('frame');
    screen.getByRole('button', { name: 'Ladda om' });
  });

  it('the app clears the flag once its router is ready', async () => {
    localStorage.setItem(STORAGE_KEYS.reloadGuard, '1');
    setStoredUser(null);
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Logga in' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.reloadGuard)).toBeNull();
  });
});
