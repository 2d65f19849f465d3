import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { QuickReplies } from './QuickReplies';

afterEach(cleanup);

describe('QuickReplies', () => {
  it('shows each suggestion as a button in a labelled list; a click sends its text', () => {
    const onPick = vi.fn();
    render(<QuickReplies suggestions={['Ja, skicka in', 'Ändra något']} onPick={onPick} disabled={false} />);
    const list = screen.getByRole('list', { name: 'Snabbsvar' });
    expect(list).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ändra något' }));
    expect(onPick).toHaveBeenCalledWith('Ändra något');
  });

  it('shows nothing without suggestions', () => {
    const { container } = render(<QuickReplies suggestions={[]} onPick={() => {}} disabled={false} />);
    expect(container.innerHTML).toBe('');
  });
});
