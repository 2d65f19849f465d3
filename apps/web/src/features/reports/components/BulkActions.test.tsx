import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api';
import { i18next as i18n } from '../../../lib/i18n';
import { isOwn } from '../../../lib/live-cues-store';
import { BulkActions } from './BulkActions';

// The form focuses the first wrong field by a CSS selector; jsdom has no CSS.escape.
if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (s: string) => s });

const ids = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];

function renderBar(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <BulkActions ids={ids} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('bulk actions', () => {
  it('show nothing while nothing is selected', () => {
    const client = new QueryClient();
    const { container } = render(
      <QueryClientProvider client={client}>
        <BulkActions ids={[]} onDone={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(container.textContent).toBe('');
  });

  it('close the selected reports with one required note and tell which could not be closed', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      results: [
        { id: ids[0], ok: true },
        { id: ids[1], ok: false, code: 'invalid_transition' },
      ],
    });
    const onDone = renderBar();
    expect(screen.getByText(i18n.t('worklists.bulk.selected', { count: 2 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('worklists.bulk.close') }));
    // The dialog loads with the first action chosen; a busy machine takes its time.
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    const submit = () =>
      fireEvent.click(
        [...dialog.querySelectorAll('button')].find((b) => b.textContent === i18n.t('worklists.bulk.close'))!,
      );
    submit();
    expect(await screen.findByText(i18n.t('errandsPages.reasonRequired'))).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(new RegExp(i18n.t('worklists.bulk.note'))), {
      target: { value: 'Åtgärdat' },
    });
    submit();
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]![1]).toEqual({ action: 'close', ids, note: 'Åtgärdat' });
    // The live cues will not tell this user of their own changes.
    expect(ids.every(isOwn)).toBe(true);
    const outcome = await screen.findByText(new RegExp(i18n.t('worklists.bulk.done', { ok: 1, count: 2 })));
    expect(outcome.textContent).toContain(i18n.t('errors.invalid_transition'));
    expect(onDone).toHaveBeenCalled();
  });

  it('ask for a contractor before assigning', async () => {
    const post = vi.spyOn(api, 'post');
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('worklists.bulk.assign') }));
    // The dialog loads with the first action chosen; a busy machine takes its time.
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === i18n.t('worklists.bulk.assign'))!,
    );
    expect(await screen.findByText(i18n.t('worklists.bulk.contractorRequired'))).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
