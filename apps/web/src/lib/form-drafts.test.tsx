import { TextField } from '@mui/material';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DraftRestoredNotice } from '../components/DraftRestoredNotice';
import { FormDialog } from '../components/FormDialog';
import { storedUser } from '../test/users';
import { signOut } from './auth';
import { draftKey, useTextDraft } from './form-drafts';
import { i18next as i18n, setLocale } from './i18n';
import { useForm } from './use-form';
import { setStoredUser } from './user-store';

/**
 * Drafts (lib/form-drafts.ts through lib/use-form.ts): what a signed-in user types is kept in
 * sessionStorage, comes back when the same form opens again (with a notice), and goes on a
 * successful send, a cancel or a sign-out. Passwords are never kept.
 */
const Schema = z.object({ note: z.string().min(1), password: z.string() });

function NoteForm({ send = async () => {} }: { send?: (data: unknown) => Promise<void> }) {
  const form = useForm({ note: '', password: '' });
  const submit = form.handleSubmit(Schema, async (data) => {
    await send(data);
    form.reset();
  });
  return (
    <form onSubmit={submit}>
      <DraftRestoredNotice show={form.restored} />
      <TextField label="Note" {...form.field('note')} />
      <TextField label="Password" type="password" {...form.field('password')} />
      <button type="submit">Send</button>
    </form>
  );
}

const note = () => screen.getByLabelText<HTMLInputElement>('Note');
const stored = () => {
  const raw = sessionStorage.getItem(draftKey('note,password')!);
  return raw ? (JSON.parse(raw) as { values: Record<string, string> }).values : null;
};

/** The machine may be busy: the debounced save and the re-render get time. */
const SLOW = { timeout: 5000 };

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/panel/errands/7');
  setStoredUser(storedUser('PropertyManager'));
});
afterEach(async () => {
  cleanup();
  setStoredUser(null);
  vi.unstubAllGlobals();
  await setLocale('sv');
});

describe('form drafts', { timeout: 20_000 }, () => {
  it('keeps what is typed, never the password, keyed by user, page and form', async () => {
    render(<NoteForm />);
    fireEvent.change(note(), { target: { value: 'Läcker under diskbänken' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'hemligt-123' } });
    await waitFor(() => expect(stored()).toEqual({ note: 'Läcker under diskbänken' }), SLOW);
    expect(draftKey('note,password')).toBe(
      `form-draft:${storedUser('PropertyManager').id}:/panel/errands/7:note,password`,
    );
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('hemligt-123');
  });

  for (const lng of ['sv', 'en'] as const) {
    it(`${lng}: brings the text back when the form opens again, and says so`, async () => {
      await setLocale(lng);
      const first = render(<NoteForm />);
      fireEvent.change(note(), { target: { value: 'Dörren går inte att låsa' } });
      await waitFor(() => expect(stored()).not.toBeNull(), SLOW);
      first.unmount();
      render(<NoteForm />);
      expect(note().value).toBe('Dörren går inte att låsa');
      expect(screen.getByRole('status').textContent).toBe(i18n.t('common.draftRestored'));
    });
  }

  it('the Swedish notice reads as the review asked', async () => {
    sessionStorage.setItem(
      draftKey('note,password')!,
      JSON.stringify({ savedAt: Date.now(), values: { note: 'x' } }),
    );
    render(<NoteForm />);
    expect(screen.getByRole('status').textContent).toBe('Vi återställde det du skrev.');
  });

  it('is saved for the user who typed even when the session ends before the save', async () => {
    const first = render(<NoteForm />);
    const key = draftKey('note,password');
    fireEvent.change(note(), { target: { value: 'Skrivet precis innan' } });
    // The refresh was refused: the stored user goes at once, and the page goes away.
    setStoredUser(null);
    first.unmount();
    expect(sessionStorage.getItem(key!)).toContain('Skrivet precis innan');
  });

  it('is not offered to another user, nor kept for nobody', async () => {
    const first = render(<NoteForm />);
    fireEvent.change(note(), { target: { value: 'Min text' } });
    first.unmount();
    setStoredUser({ ...storedUser('PropertyManager'), id: '00000000-0000-4000-8000-00000000000f' });
    render(<NoteForm />);
    expect(note().value).toBe('');
    cleanup();
    setStoredUser(null);
    sessionStorage.clear();
    const anonymous = render(<NoteForm />);
    fireEvent.change(note(), { target: { value: 'Ingen inloggad' } });
    anonymous.unmount();
    expect(sessionStorage.length).toBe(0);
  });

  it('goes on a successful send', async () => {
    const send = vi.fn(async () => {});
    const first = render(<NoteForm send={send} />);
    fireEvent.change(note(), { target: { value: 'Skickas nu' } });
    await waitFor(() => expect(stored()).not.toBeNull(), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalled(), SLOW);
    await waitFor(() => expect(note().value).toBe(''), SLOW);
    expect(stored()).toBeNull();
    first.unmount();
    render(<NoteForm />);
    expect(note().value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays when the send fails, so it can be sent again', async () => {
    const send = vi.fn(async () => {
      throw new Error('boom');
    });
    const first = render(<NoteForm send={send} />);
    fireEvent.change(note(), { target: { value: 'Misslyckas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalled(), SLOW);
    first.unmount();
    expect(stored()).toEqual({ note: 'Misslyckas' });
  });

  it('goes when a dialog is cancelled', async () => {
    function Dialog({ open, onClose }: { open: boolean; onClose: () => void }) {
      const form = useForm({ note: '' });
      return (
        <FormDialog
          open={open}
          onClose={onClose}
          title="Ny"
          form={form}
          onSubmit={() => {}}
          submitLabel="Spara"
        >
          <TextField label="Note" {...form.field('note')} />
        </FormDialog>
      );
    }
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} />);
    fireEvent.change(note(), { target: { value: 'Ångrar mig' } });
    await waitFor(() => expect(sessionStorage.getItem(draftKey('note')!)).not.toBeNull(), SLOW);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('adminPages.shared.cancel') }));
    expect(onClose).toHaveBeenCalled();
    expect(sessionStorage.getItem(draftKey('note')!)).toBeNull();
  });

  it('all go at a chosen sign-out', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    const first = render(<NoteForm />);
    fireEvent.change(note(), { target: { value: 'Glöms' } });
    first.unmount();
    expect(sessionStorage.length).toBe(1);
    await signOut();
    expect(sessionStorage.length).toBe(0);
  });

  it('a single text field (the chat message) keeps its text while it is being sent, until it went', async () => {
    function Chat({ fail }: { fail: boolean }) {
      const typed = useTextDraft('chat-message');
      const send = async () => {
        const content = typed.text;
        typed.setText('');
        // The send fails (the session ended): the text goes back, the draft stays.
        if (fail) typed.setText(content);
        else typed.sent();
      };
      return (
        <>
          <DraftRestoredNotice show={typed.restored} />
          <label>
            Note
            <textarea value={typed.text} onChange={(e) => typed.type(e.target.value)} />
          </label>
          <button type="button" onClick={() => void send()}>
            Send
          </button>
        </>
      );
    }
    const key = draftKey('chat-message')!;
    const first = render(<Chat fail />);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Hissen står still' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    first.unmount();
    expect(sessionStorage.getItem(key)).toContain('Hissen står still');
    const second = render(<Chat fail={false} />);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note').value).toBe('Hissen står still');
    expect(screen.getByRole('status').textContent).toBe(i18n.t('common.draftRestored'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    second.unmount();
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});
