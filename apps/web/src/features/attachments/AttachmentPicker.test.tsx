import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../lib/i18n';
import { AttachmentPicker } from './AttachmentPicker';
import { useUploads } from './use-uploads';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Picker() {
  const uploads = useUploads();
  return (
    <>
      <AttachmentPicker uploads={uploads} />
      <output data-testid="staged">{uploads.files.map((f) => f.file.name).join(',')}</output>
    </>
  );
}

const file = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('attachment picker', () => {
  it('counts and sizes against the server’s configured limits, leaving out what would be refused', async () => {
    const fetch = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ maxFiles: 2, maxFileMb: 1, maxErrandFiles: 100, maxErrandMb: 500 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Picker />
      </QueryClientProvider>,
    );
    const limits = i18n.t('attachments.ui.limits', { count: 2, mb: 1 });
    await screen.findByText(limits);
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/files/limits');
    const input = screen.getByTestId('file-input');
    fireEvent.change(input, {
      target: {
        files: [file('a.pdf', 1000), file('stor.pdf', 2 * 1024 * 1024), file('b.pdf', 10), file('c.pdf', 10)],
      },
    });
    expect(screen.getByTestId('staged').textContent).toBe('a.pdf,b.pdf');
    expect(screen.getByText(i18n.t('attachments.ui.tooLarge', { names: 'stor.pdf', mb: 1 }))).toBeTruthy();
    // Left out is not a failed upload: nothing to retry.
    expect(screen.queryByRole('button', { name: i18n.t('attachments.ui.retry') })).toBeNull();
    expect(screen.getByRole('button', { name: i18n.t('attachments.ui.choose') })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
