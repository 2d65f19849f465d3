import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../../lib/i18n';
import { DateInput } from './DateInput';

// The picker's first load is slow under test (it is compiled on demand); load it once up front.
beforeAll(() => import('./DateInputPicker'), 60_000);

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('sv');
});

async function renderInput(lang: 'sv' | 'en', onChange = vi.fn()) {
  await i18n.changeLanguage(lang);
  render(<DateInput label="Besöksdag" name="day" value="2026-11-23" onChange={onChange} />);
  // The picker loads on demand; until then a disabled stand-in holds its place. The picker's field
  // is a group of sections with the whole value in a hidden input.
  const field = await screen.findByRole('group', { name: 'Besöksdag' }, { timeout: 20_000 });
  return { field, input: document.querySelector('input[name="day"]') as HTMLInputElement };
}

/** The site's language decides the format and the calendar's language, not the browser's. */
describe('date input', () => {
  it('writes Swedish dates as ISO and shows a Swedish calendar', { timeout: 30_000 }, async () => {
    const { field, input } = await renderInput('sv');
    expect(input.value).toBe('2026-11-23');
    expect(field.textContent).toContain('2026');
    fireEvent.click(screen.getByRole('button', { name: /^Välj datum/ }));
    expect(await screen.findByText('november 2026')).toBeTruthy();
  });

  it('writes English dates day first and shows an English calendar', { timeout: 30_000 }, async () => {
    const { input } = await renderInput('en');
    expect(input.value).toBe('23/11/2026');
    fireEvent.click(screen.getByRole('button', { name: /^Choose date/ }));
    expect(await screen.findByText('November 2026')).toBeTruthy();
  });

  it('hands on a chosen day as YYYY-MM-DD', { timeout: 30_000 }, async () => {
    const onChange = vi.fn();
    await renderInput('en', onChange);
    fireEvent.click(screen.getByRole('button', { name: /^Choose date/ }));
    fireEvent.click(await screen.findByRole('gridcell', { name: '25' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
  });
});
