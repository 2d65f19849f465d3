import type { AuditEntry, Role } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as rtl from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { lookups } from '../../../lib/queries';
import { setStoredUser } from '../../../lib/user-store';
import { storedUser } from '../../../test/users';
import { auditList } from '../api';
import AuditLogPage from './AuditLogPage';

const entry: AuditEntry = {
  id: '00000000-0000-4000-8000-0000000000a1',
  at: '2026-03-01T10:00:00.000Z',
  action: 'user.disabled',
  actorId: '00000000-0000-4000-8000-0000000000b1',
  actorName: 'Maja Manager',
  organisationId: '00000000-0000-4000-8000-0000000000c1',
  organisationName: 'Alfa Fastigheter',
  targetType: 'user',
  targetId: '00000000-0000-4000-8000-0000000000d1',
  targetName: 'Tove Tenant',
  details: {},
};

function renderAs(role: Role) {
  setStoredUser(storedUser(role));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(auditList('page=1&pageSize=25').queryKey, {
    items: [entry],
    total: 1,
    page: 1,
    pageSize: 25,
  });
  client.setQueryData(lookups.organisations().queryKey, { items: [], total: 0, page: 1, pageSize: 100 });
  rtl.render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuditLogPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  rtl.cleanup();
  setStoredUser(null);
});

describe('audit log page', () => {
  it('shows each entry’s action, who did it and on what, in the interface language', async () => {
    renderAs('PropertyManager');
    expect(
      (await rtl.screen.findAllByText(i18next.t('privacy.audit.action.user.disabled'))).length,
    ).toBeGreaterThan(0);
    expect(rtl.screen.getAllByText('Maja Manager').length).toBeGreaterThan(0);
    expect(
      rtl.screen.getAllByText(`${i18next.t('privacy.audit.target.user')}: Tove Tenant`).length,
    ).toBeGreaterThan(0);
    expect(rtl.screen.getByRole('button', { name: i18next.t('privacy.audit.export') })).toBeTruthy();
    // A manager reads their own organisation only: no organisation filter or column.
    expect(rtl.screen.queryByLabelText(i18next.t('privacy.audit.filters.organisation'))).toBeNull();
    expect(rtl.screen.queryAllByText('Alfa Fastigheter')).toHaveLength(0);
  });

  it('lets an administrator pick the organisation and shows it per entry', async () => {
    renderAs('Admin');
    expect((await rtl.screen.findAllByText('Alfa Fastigheter')).length).toBeGreaterThan(0);
    expect(rtl.screen.getByLabelText(i18next.t('privacy.audit.filters.organisation'))).toBeTruthy();
  });
});
