import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { sampleReport } from '../../../test/reports';
import { ReportActions } from './ReportActions';

function renderActions(report: ReturnType<typeof sampleReport>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReportActions report={report} />
    </QueryClientProvider>,
  );
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);
const label = (key: string) => i18n.t(`errandsPages.actions.${key}`);

afterEach(cleanup);

/** The buttons are what the server allows (`can`), never worked out from the role here. */
describe('report actions', () => {
  it('show nothing when the caller may do nothing', () => {
    const { container } = renderActions(sampleReport({ status: 'InProgress' }));
    expect(container.innerHTML).toBe('');
  });

  it('show accept and the allowed moves, labelled by where they go', () => {
    renderActions(
      sampleReport({ status: 'Open' }, { accept: true, moves: [{ to: 'Closed', reasonRequired: true }] }),
    );
    expect(buttons()).toEqual([label('accept'), label('withdraw')]);
  });

  it('label the moves of work in progress', () => {
    renderActions(
      sampleReport(
        { status: 'FollowingUp' },
        {
          moves: [
            { to: 'InProgress', reasonRequired: false },
            { to: 'Closed', reasonRequired: false },
          ],
        },
      ),
    );
    expect(buttons()).toEqual([
      i18n.t('errandWork.actions.takeBack'),
      i18n.t('errandWork.actions.confirmClose'),
    ]);
  });
});
