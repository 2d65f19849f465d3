import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DateInput } from '../components/dates/DateInput';
import { i18next as i18n } from './i18n';
import { useForm } from './use-form';

beforeAll(() => import('../components/dates/DateInputPicker'), 60_000);
// jsdom has no CSS.escape, which the form uses to focus the first marked field.
beforeEach(() => vi.stubGlobal('CSS', { escape: (s: string) => s }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const Schema = z.object({ name: z.string().trim().min(1), day: z.string() });

const plain = ({ helperText: _h, error: _e, ...props }: { helperText?: string; error: boolean }) => props;

function Form({ onSave, unfinished }: { onSave: (v: unknown) => void; unfinished?: boolean }) {
  const form = useForm({ name: '', day: '' }, { summary: true, draft: false });
  useEffect(() => {
    // Stands in for a field that marks itself unfinished (a half-typed date).
    const input = form.formRef.current?.querySelector<HTMLInputElement>('input[name="day"]');
    input?.setCustomValidity(unfinished ? 'Skriv hela datumet eller töm fältet.' : '');
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(Schema, async (v) => onSave(v))}>
      {form.formError && <div role="alert">{form.formError}</div>}
      <input aria-label="Namn" {...plain(form.field('name'))} />
      <input aria-label="Dag" {...plain(form.field('day'))} />
      <span data-testid="day-error">{form.errors.day}</span>
      <button type="submit">Spara</button>
    </form>
  );
}

describe('form summary', () => {
  it('drops "Vissa fält är felaktiga." once the marked field is fixed', async () => {
    await i18n.changeLanguage('sv');
    render(<Form onSave={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vissa fält är felaktiga.');
    fireEvent.change(screen.getByLabelText('Namn'), { target: { value: 'Anna' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses to send while a field says it is unfinished, with its message', async () => {
    await i18n.changeLanguage('sv');
    const onSave = vi.fn();
    render(<Form onSave={onSave} unfinished />);
    fireEvent.change(screen.getByLabelText('Namn'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(screen.getByTestId('day-error').textContent).toBe('Skriv hela datumet eller töm fältet.'),
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('date input', () => {
  it('says a half-typed date is not a date and marks its input invalid', { timeout: 30_000 }, async () => {
    await i18n.changeLanguage('sv');
    const onChange = vi.fn();
    render(<DateInput label="Nästa service" name="next" value="2026-12-05" onChange={onChange} />);
    await screen.findByRole('group', { name: 'Nästa service' }, { timeout: 20_000 });
    // Clear the year only: "ÅÅÅÅ-12-05".
    const year = screen.getAllByRole('spinbutton')[0] as HTMLElement;
    fireEvent.mouseDown(year);
    fireEvent.click(year);
    fireEvent.keyDown(year, { key: 'Backspace' });
    fireEvent.input(year, { target: { textContent: '' } });
    expect(await screen.findByText('Skriv hela datumet eller töm fältet.')).toBeTruthy();
    const input = document.querySelector('input[name="next"]') as HTMLInputElement;
    expect(input.validity.customError).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('');
    // The whole date again: no message, a valid input.
    for (const key of '2026') fireEvent.input(year, { target: { textContent: key } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-12-05'));
    expect(screen.queryByText('Skriv hela datumet eller töm fältet.')).toBeNull();
    expect(input.validity.customError).toBe(false);
  });
});
