import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../lib/i18n';
import { ExportButton } from './ExportButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A CSV answer whose second half arrives only when `release` is called. */
function slowCsv() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const enc = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(enc.encode('\uFEFFNr;Skapad\r\n1;2026-11-01\r\n2;2026-11-02\r\n'));
      await gate;
      controller.enqueue(enc.encode('3;2026-11-03\r\n4;2026-11-04\r\n'));
      controller.close();
    },
  });
  const res = new Response(body, {
    status: 200,
    headers: { 'content-disposition': 'attachment; filename="arenden-2026-11-25.csv"' },
  });
  return { res, release: () => release() };
}

describe('export button', () => {
  it('exports the list as filtered, without paging, and shows how far it has come', async () => {
    const { res, release } = slowCsv();
    const fetch = vi.fn().mockResolvedValue(res);
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    render(<ExportButton listQuery="page=2&pageSize=25&sort=-created&trade=plumber" total={4} />);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('exports.button') }));
    // The dialog loads with the first click.
    fireEvent.click(await screen.findByRole('radio', { name: i18n.t('exports.comma') }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('exports.start') }));
    await screen.findByText(i18n.t('exports.progress', { done: 2, total: 4 }));
    const url = String(fetch.mock.calls[0]![0]);
    expect(url).toContain('/api/reports/export?');
    expect(url).toContain('sort=-created&trade=plumber&delimiter=comma');
    expect(url).not.toContain('page');
    release();
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});
