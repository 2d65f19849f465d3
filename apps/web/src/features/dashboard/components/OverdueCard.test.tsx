import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { CountCards } from './CountCards';

afterEach(cleanup);

const counts = { unhandled: 3, inProgress: 2, completed: 7 };

describe('dashboard counts', () => {
  it('add the overdue count, linked to the overdue list, when given', () => {
    render(
      <MemoryRouter initialEntries={['/panel']}>
        <CountCards counts={counts} overdue={4} linked />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('count-overdue').textContent).toBe('4');
    const link = screen.getByRole('link', { name: new RegExp(i18n.t('worklists.dashboard.overdue')) });
    expect(link.getAttribute('href')).toContain('overdue=true');
  });

  it('leave it out when not given', () => {
    render(
      <MemoryRouter>
        <CountCards counts={counts} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('count-overdue')).toBeNull();
  });
});
