import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { i18next as i18n } from '../lib/i18n';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

describe('confirm dialog', () => {
  it('stays open with the server’s message when the action fails, and closes when it succeeds', async () => {
    const onClose = vi.fn();
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'conflict', 'Används av två ärenden.'))
      .mockResolvedValueOnce(undefined);
    render(
      <ConfirmDialog
        open
        title="Ta bort Rut?"
        body="Det går inte att ångra."
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const confirm = screen.getByRole('button', { name: i18n.t('adminPages.shared.delete') });
    fireEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
