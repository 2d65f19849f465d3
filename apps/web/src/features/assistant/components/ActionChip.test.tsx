import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionChip } from './ActionChip';

afterEach(cleanup);

describe('ActionChip', () => {
  it('shows the action under its label and hands the whole action (with the form values) to the page', () => {
    const onAction = vi.fn();
    const action = {
      kind: 'openForm' as const,
      label: 'Skriv en anmälan i formuläret',
      values: { whatBroke: 'Kallt element i sovrummet', access: 'ring 070-123 45 67' },
    };
    render(<ActionChip action={action} onAction={onAction} disabled={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Skriv en anmälan i formuläret' }));
    expect(onAction).toHaveBeenCalledWith(action);
  });

  it('does nothing while the assistant answers', () => {
    const onAction = vi.fn();
    render(
      <ActionChip action={{ kind: 'newReport', label: 'Gör en ny anmälan' }} onAction={onAction} disabled />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gör en ny anmälan' }));
    expect(onAction).not.toHaveBeenCalled();
  });
});
