import type { ReportAction } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { sampleReport } from '../../../test/reports';
import { ContactCard } from './ContactCard';
import { NoteForm } from './NoteForm';
import { ReportList } from './ReportList';
import { ReportTimeline } from './ReportTimeline';

const t = (key: string, vars: Record<string, unknown> = {}) => i18n.t(key, vars);

// jsdom has no CSS.escape, which the form uses to focus the first field in error.
if (!globalThis.CSS?.escape) Object.assign(globalThis, { CSS: { escape: (s: string) => s } });

function withClient(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const entry = (patch: Partial<ReportAction>): ReportAction => ({
  id: crypto.randomUUID(),
  reportId: '00000000-0000-4000-8000-0000000000a1',
  kind: 'note',
  actorId: null,
  actorRole: 'PropertyManager',
  actorName: 'Maria',
  contractorId: null,
  fromStatus: 'InProgress',
  toStatus: 'InProgress',
  note: 'text',
  visibility: 'message',
  files: null,
  visit: null,
  created: '2026-01-01T10:00:00.000Z',
  ...patch,
});

afterEach(cleanup);

describe('note form', () => {
  it('asks staff and the assigned contractor who the note is for, with nothing chosen', async () => {
    withClient(<NoteForm reportId="00000000-0000-4000-8000-0000000000a1" internal />);
    const group = screen.getByRole('radiogroup', { name: t('errandsPages.note.visibility') });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['message', 'internal']);
    expect(radios.some((r) => r.checked)).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: t('errandsPages.addNote') }), {
      target: { value: 'Kommer 10' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('errandsPages.saveNote') }));
    // Sending without a choice is refused here, before anything reaches the server.
    await waitFor(() => expect(screen.getByText(t('errandsPages.note.chooseVisibility'))).not.toBeNull());
  });

  it('offers the reporter no choice: they write messages', () => {
    withClient(<NoteForm reportId="00000000-0000-4000-8000-0000000000a1" internal={false} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('timeline', () => {
  it('marks internal notes and leaves messages plain', () => {
    render(
      <ReportTimeline
        actions={[
          entry({ note: 'Porten är låst' }),
          entry({ note: 'Beställ packning', visibility: 'internal' }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).queryByText(t('errandsPages.note.internalChip'))).toBeNull();
    expect(within(items[1]!).getByText(t('errandsPages.note.internalChip'))).not.toBeNull();
    // The chip sits in the entry's paragraph, which may hold phrasing content only (no div).
    expect(items[1]!.querySelectorAll('p div, p p')).toHaveLength(0);
  });
});

describe('contact card', () => {
  it('links the phone for a call and the address to a map', () => {
    const mapUrl = 'https://www.openstreetmap.org/search?query=Storgatan%201%2C%20Ume%C3%A5';
    render(<ContactCard contact={{ reporter: { name: 'Tina', phone: '070-123 45 67', mapUrl } }} />);
    const call = screen.getByRole('link', {
      name: t('errandsPages.contact.call', { name: 'Tina', phone: '070-123 45 67' }),
    });
    expect(call.getAttribute('href')).toBe('tel:0701234567');
    expect(screen.getByRole('link', { name: t('errandsPages.contact.map') }).getAttribute('href')).toBe(
      mapUrl,
    );
  });

  it('says when no phone was given, and shows nothing without contacts', () => {
    const { container } = render(<ContactCard contact={{}} />);
    expect(container.innerHTML).toBe('');
    render(<ContactCard contact={{ contractor: { name: 'Rör-Pelle AB', phone: null } }} />);
    expect(screen.getByText('Rör-Pelle AB')).not.toBeNull();
    expect(screen.getByText(t('errandsPages.contact.noPhone'))).not.toBeNull();
  });
});

describe('report list', () => {
  it('shows each errand’s number', () => {
    withClient(<ReportList items={[sampleReport({ number: 1042 })]} base="/admin" />);
    expect(screen.getAllByText('#1042').length).toBeGreaterThan(0);
  });
});
