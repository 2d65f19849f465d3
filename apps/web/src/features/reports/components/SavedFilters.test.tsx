import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { i18next as i18n } from '../../../lib/i18n';
import { SavedFilters } from './SavedFilters';

// The form focuses the first wrong field by a CSS selector; jsdom has no CSS.escape.
if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (s: string) => s });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('saved filters', () => {
  it('name and save the list as filtered, without paging, in a dialog loaded on first use', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ id: 'f1', name: 'Öppna', query: 'status=Open' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/panel/errands?status=Open&page=2']}>
          <SavedFilters />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('worklists.saved.save') }));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText(new RegExp(i18n.t('worklists.saved.name'))), {
      target: { value: 'Öppna' },
    });
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === i18n.t('worklists.saved.save'))!,
    );
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]![1]).toEqual({ name: 'Öppna', query: 'status=Open' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
