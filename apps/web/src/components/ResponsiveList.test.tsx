import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setTableDensity, TABLE_DENSITY_KEY } from '../lib/table-density';
import { ResponsiveList } from './ResponsiveList';

afterEach(() => {
  cleanup();
  localStorage.removeItem(TABLE_DENSITY_KEY);
});

/** Dates and phone numbers stay on one line in a wide table instead of wrapping to three. */
describe('responsive list', () => {
  it('keeps a nowrap column on one line', () => {
    render(
      <ResponsiveList
        rows={[{ id: '1', phone: '070-123 45 67', name: 'Pelle' }]}
        rowKey={(r) => r.id}
        caption="Frilansare"
        columns={[
          { key: 'name', label: 'Namn', primary: true, render: (r) => r.name },
          { key: 'phone', label: 'Telefon', nowrap: true, render: (r) => r.phone },
        ]}
      />,
    );
    const cell = screen.getByText('070-123 45 67');
    expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('Pelle')).whiteSpace).not.toBe('nowrap');
  });

  it('has dense rows by default and taller ones once comfortable is chosen, in a table already shown', () => {
    render(
      <ResponsiveList
        rows={[{ id: '1', name: 'Pelle' }]}
        rowKey={(r) => r.id}
        caption="Användare"
        columns={[{ key: 'name', label: 'Namn', primary: true, render: (r) => r.name }]}
      />,
    );
    const cell = screen.getByText('Pelle');
    expect(cell.className).toContain('MuiTableCell-sizeSmall');
    act(() => setTableDensity('comfortable'));
    expect(screen.getByText('Pelle').className).toContain('MuiTableCell-sizeMedium');
    expect(localStorage.getItem(TABLE_DENSITY_KEY)).toBe('comfortable');
  });
});
