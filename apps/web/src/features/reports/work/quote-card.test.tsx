import type { ReportQuote } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatters } from '../../../components/format';
import { answers, button, calls, dialog, fakeErrandServer, show, t } from '../../../test/errand-work';
import { sampleReport } from '../../../test/reports';
import { QuoteCard } from './QuoteCard';

fakeErrandServer();

const quote: ReportQuote = {
  amount: 12500.5,
  description: 'Byte av stam i badrum',
  fileId: null,
  status: 'pending',
  submittedBy: 'Rör-Pelle',
  submitted: '2026-11-23T10:00:00.000Z',
  decidedBy: null,
  decided: null,
  reason: null,
};
const sent = (method: string) => calls.find((c) => c.method === method);

describe('quote card', () => {
  it('writes kronor the Swedish way in both languages', () => {
    for (const language of ['sv', 'en']) {
      expect(formatters(language).sek(12500.5).replace(/\s/g, ' ')).toBe('12 500,50 kr');
      expect(formatters(language).sek(5000).replace(/\s/g, ' ')).toBe('5 000 kr');
    }
  });

  it('shows nothing to the reporter, whom the server sends no quote', () => {
    const { container } = show(<QuoteCard report={sampleReport({ status: 'InProgress' })} />);
    expect(container.textContent).toBe('');
  });

  it('lets the contractor quote above the limit, with the amount typed the Swedish way', async () => {
    const report = sampleReport({ status: 'InProgress', quoteLimit: 5000 }, { submitQuote: true });
    show(<QuoteCard report={report} />);
    expect(screen.getByText(t('visits.quote.none'))).toBeTruthy();
    fireEvent.click(button(t('visits.quote.submit')));
    const form = within(dialog());
    const field = (name: string) => dialog().querySelector(`[name="${name}"]`) as HTMLInputElement;
    fireEvent.change(field('amount'), { target: { value: '12 500,50' } });
    fireEvent.change(field('description'), { target: { value: 'Byte av stam' } });
    answers.push(report);
    fireEvent.click(form.getByRole('button', { name: t('visits.quote.send') }));
    expect(await screen.findByText(t('visits.quote.sent'))).toBeTruthy();
    expect(sent('PUT')).toMatchObject({
      path: expect.stringMatching(/\/quote$/),
      body: { amount: 12500.5, description: 'Byte av stam', fileId: null },
    });
  });

  it('asks the manager to approve or reject a waiting quote; a rejection sends its reason', async () => {
    const report = sampleReport({ status: 'InProgress', quote, quoteLimit: 5000 }, { decideQuote: true });
    show(<QuoteCard report={report} />);
    expect(screen.getByText(/12\s500,50\skr/)).toBeTruthy();
    expect(screen.getByText(t('visits.quote.status.pending'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('visits.quote.submit') })).toBeNull();
    fireEvent.click(button(t('visits.quote.reject')));
    const form = within(dialog());
    fireEvent.change(form.getByRole('textbox'), { target: { value: 'För dyrt' } });
    answers.push(report);
    fireEvent.click(form.getByRole('button', { name: t('visits.quote.reject') }));
    await waitFor(() => expect(sent('POST')).toBeTruthy());
    expect(sent('POST')).toMatchObject({
      path: expect.stringMatching(/\/quote\/decision$/),
      body: { decision: 'rejected', reason: 'För dyrt' },
    });
  });

  it('shows the decision and its reason, without buttons once approved', () => {
    const approved = { ...quote, status: 'approved' as const, decidedBy: 'Maria', decided: quote.submitted };
    show(
      <QuoteCard
        report={sampleReport(
          { status: 'InProgress', quote: approved },
          { decideQuote: true, submitQuote: true },
        )}
      />,
    );
    expect(screen.getByText(t('visits.quote.status.approved'))).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
