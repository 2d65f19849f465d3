import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../lib/i18n';
import { intlLocale } from './format';
import { Pager } from './Pager';

const n = (value: number) =>
  // Testing Library compares with whitespace collapsed; Swedish groups digits with a no-break space.
  new Intl.NumberFormat(intlLocale(i18n.language)).format(value).replace(/\s/g, ' ');
const pageButton = (page: number) =>
  screen.queryByRole('button', { name: i18n.t('adminPages.shared.goToPage', { page }) });
/** The line that says which rows are shown, of an exact total ('range') or one that goes on ('rangeCapped'). */
const rangeLine = (key: 'range' | 'rangeCapped', first: number, last: number, total: number) =>
  screen.getByText(i18n.t(`adminPages.shared.${key}`, { first: n(first), last: n(last), total: n(total) }));
const nextButton = () => screen.getByRole('button', { name: i18n.t('adminPages.shared.nextPage') });

afterEach(cleanup);

describe('Pager', () => {
  it('shows an exact total with its last page', () => {
    render(<Pager page={1} pageSize={25} total={230} onChange={() => {}} />);
    expect(rangeLine('range', 1, 25, 230)).not.toBeNull();
    expect(pageButton(10)).not.toBeNull();
  });

  it('with a capped total says "more than", offers no last page and always a next one', () => {
    const onChange = vi.fn();
    render(<Pager page={1} pageSize={25} total={10_000} totalIsCapped onChange={onChange} />);
    expect(rangeLine('rangeCapped', 1, 25, 10_000)).not.toBeNull();
    // 400 pages are counted; neither they nor the one after are offered as "the last".
    expect(pageButton(400)).toBeNull();
    expect(pageButton(401)).toBeNull();
    fireEvent.click(nextButton());
    expect(onChange).toHaveBeenCalledWith({ page: 2 });
  });

  it('leads on past the counted pages', () => {
    const onChange = vi.fn();
    render(<Pager page={401} pageSize={25} total={10_025} totalIsCapped onChange={onChange} />);
    expect(rangeLine('rangeCapped', 10_001, 10_025, 10_025)).not.toBeNull();
    fireEvent.click(nextButton());
    expect(onChange).toHaveBeenCalledWith({ page: 402 });
  });
});
