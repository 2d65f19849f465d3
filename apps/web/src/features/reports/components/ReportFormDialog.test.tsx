import type { Role } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { setStoredUser } from '../../../lib/user-store';
import { sampleReport } from '../../../test/reports';
import { storedUser } from '../../../test/users';
import { ReportFormDialog } from './ReportFormDialog';

const times = { created: '2026-01-01T10:00:00.000Z', lastModified: '2026-01-01T10:00:00.000Z' };
const org = '00000000-0000-4000-8000-000000000002';
const property = {
  id: '00000000-0000-4000-8000-0000000000b1',
  organisationId: org,
  address: 'Kungsgatan 12',
  type: 'Apartment',
  city: 'Uppsala',
  postalCode: '',
  country: 'Sverige',
  county: '',
  description: null,
  ...times,
};
const flat = {
  id: '00000000-0000-4000-8000-0000000000c1',
  organisationId: org,
  propertyId: property.id,
  designation: 'Lgh 1101',
  floor: 1,
  areaSqm: null,
  description: null,
  ...times,
};
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 100 });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let posted: Record<string, unknown>[] = [];
/** What the next report filed is answered with instead of the report (a refusal). */
let refusal: unknown = null;

beforeEach(() => {
  posted = [];
  refusal = null;
  // jsdom has no CSS.escape, which the form uses to focus the first wrong field.
  vi.stubGlobal('CSS', { escape: (s: string) => s });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/api/properties')) return json(page([property]));
      if (url.includes('/api/Premises')) return json(page([flat]));
      if (url.includes('/api/Equipment')) return json(page([]));
      if (url.includes('/api/files/limits')) return json({ maxFiles: 10, maxFileBytes: 10_000_000 });
      if (url.endsWith('/api/reports') && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return refusal ? json(refusal, 400) : json(sampleReport(), 201);
      }
      return json({ error: { code: 'not_found', message: 'not found' } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  setStoredUser(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function renderForm(role: Role) {
  setStoredUser(storedUser(role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReportFormDialog open onClose={() => {}} />
    </QueryClientProvider>,
  );
}

const label = (key: string) => i18n.t(`errandsPages.fields.${key}`);

// Generous: a busy machine renders the whole dialog (with its pickers) slowly.
describe('the report form', { timeout: 20_000 }, () => {
  it('asks a tenant what, where, a description and how to get in, never trade, priority or customer number', async () => {
    renderForm('PropertyTenant');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(label('whatBroke'), { exact: false })).toBeTruthy();
    expect(within(dialog).getByLabelText(label('description'))).toBeTruthy();
    expect(within(dialog).getByLabelText(label('access'))).toBeTruthy();
    expect(within(dialog).getAllByText(label('where')).length).toBeGreaterThan(0);
    for (const absent of ['trade', 'priority', 'customerNumber', 'equipment'])
      expect(within(dialog).queryByText(label(absent), { exact: false })).toBeNull();

    // Their only premises is chosen for them once it is known.
    await within(dialog).findByText('Lgh 1101');
    fireEvent.change(within(dialog).getByLabelText(label('whatBroke'), { exact: false }), {
      target: { value: 'Kranen droppar' },
    });
    fireEvent.change(within(dialog).getByLabelText(label('access')), {
      target: { value: 'Nyckel hos grannen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('errandsPages.submitReport') }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      propertyId: property.id,
      premisesId: flat.id,
      whatBroke: 'Kranen droppar',
      description: '',
      access: 'Nyckel hos grannen',
    });
  });

  it('keeps trade, priority and customer number for a manager, and asks for the trade', async () => {
    renderForm('PropertyManager');
    const dialog = await screen.findByRole('dialog');
    for (const present of ['trade', 'priority', 'customerNumber'])
      expect(within(dialog).getAllByText(label(present), { exact: false }).length).toBeGreaterThan(0);
    // Staff write how to get in too (a caller on the phone), in its own field.
    expect(within(dialog).getByLabelText(label('access'))).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(label('whatBroke'), { exact: false }), {
      target: { value: 'Kranen droppar' },
    });
    await within(dialog).findByText('Kungsgatan 12, Uppsala');
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('errandsPages.submitReport') }));
    expect(await within(dialog).findByText(i18n.t('fieldErrors.required'))).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it('shows the common area as chosen in "Var är felet?", not an empty field', async () => {
    await i18n.changeLanguage('sv');
    renderForm('PropertyTenant');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Lgh 1101');
    const where = within(dialog).getByRole('combobox', { name: label('where') });
    fireEvent.mouseDown(where);
    fireEvent.click(await screen.findByRole('option', { name: i18n.t('errandsPages.commonArea') }));
    await waitFor(() => expect(where.textContent).toBe(i18n.t('errandsPages.commonArea')));
  });

  it('sends the times that suit with the report, and says why the server refused them', async () => {
    await i18n.changeLanguage('sv');
    renderForm('PropertyTenant');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Lgh 1101', undefined, { timeout: 10_000 });
    expect(within(dialog).getByText(i18n.t('errandsPages.times.title'))).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(label('whatBroke'), { exact: false }), {
      target: { value: 'Kranen droppar' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: i18n.t('visits.times.note') }), {
      target: { value: ' Vardagar efter 16 ' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: i18n.t('visits.times.anyTime') }));
    refusal = {
      error: {
        code: 'validation_failed',
        message: 'Ogiltig',
        details: [{ field: 'times.windows.0.startsAt', problem: 'in_past', message: 'Passerat' }],
      },
    };
    const send = within(dialog).getByRole('button', { name: i18n.t('errandsPages.submitReport') });
    fireEvent.click(send);
    expect(await within(dialog).findByText(i18n.t('fieldErrors.in_past'))).toBeTruthy();
    refusal = null;
    fireEvent.click(send);
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({
      whatBroke: 'Kranen droppar',
      times: { windows: [], note: 'Vardagar efter 16', anyTime: true },
    });
  });

  it('keeps the times chosen with the typed text when the form is left unsent, and forgets them on cancel', async () => {
    await i18n.changeLanguage('sv');
    const first = renderForm('PropertyTenant');
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Lgh 1101', undefined, { timeout: 10_000 });
    fireEvent.change(within(dialog).getByRole('textbox', { name: i18n.t('visits.times.note') }), {
      target: { value: 'Efter 17' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: i18n.t('visits.times.anyTime') }));
    // The page goes away (a session that ended, a reload): what was chosen is stored at once.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    renderForm('PropertyTenant');
    dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByRole<HTMLInputElement>('textbox', { name: i18n.t('visits.times.note') });
    expect(note.value).toBe('Efter 17');
    const anyTime = within(dialog).getByRole<HTMLInputElement>('checkbox', {
      name: i18n.t('visits.times.anyTime'),
    });
    expect(anyTime.checked).toBe(true);
    expect(within(dialog).getByText(i18n.t('common.draftRestored'))).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('adminPages.shared.cancel') }));
    cleanup();
    renderForm('PropertyTenant');
    dialog = await screen.findByRole('dialog');
    const again = within(dialog).getByRole<HTMLInputElement>('textbox', {
      name: i18n.t('visits.times.note'),
    });
    expect(again.value).toBe('');
  });
});
