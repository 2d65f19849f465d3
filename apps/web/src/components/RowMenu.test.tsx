import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowMenu } from './RowMenu';

afterEach(cleanup);

/** A row's actions take one narrow button in the table, the actions themselves in its menu. */
describe('row menu', () => {
  it('keeps the actions behind one named button and runs the chosen one', async () => {
    const erase = vi.fn();
    render(
      <RowMenu
        label="Åtgärder för Rut"
        items={[
          { label: 'Inaktivera', onClick: vi.fn() },
          { label: 'Radera personuppgifter', onClick: erase, danger: true },
        ]}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByText('Radera personuppgifter')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Åtgärder för Rut' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Radera personuppgifter' }));
    expect(erase).toHaveBeenCalledOnce();
  });
});
