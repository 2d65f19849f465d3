import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../lib/i18n';
import { PriorityChip, StatusChip, TradeChip } from './ReportChips';

afterEach(cleanup);

/** The badges keep MUI's Chip markup (its classes carry the styles and the icon colour rules). */
describe('report chips', () => {
  it('show the status as a small filled chip', () => {
    render(<StatusChip status="Open" />);
    const label = screen.getByText(i18n.t('enums.status.Open'));
    expect(label.className).toBe('MuiChip-label MuiChip-labelSmall');
    expect(label.parentElement!.className).toContain('MuiChip-root MuiChip-sizeSmall MuiChip-filled');
  });

  it('show an urgent priority with its icon, a normal one outlined without', () => {
    const { container } = render(
      <>
        <PriorityChip priority="Urgent" />
        <PriorityChip priority="Normal" />
        <TradeChip trade="plumber" />
      </>,
    );
    const [urgent, normal, trade] = [...container.querySelectorAll('.MuiChip-root')];
    expect(urgent!.querySelector('svg.MuiChip-icon')).not.toBeNull();
    expect(normal!.className).toContain('MuiChip-outlined');
    expect(normal!.querySelector('svg')).toBeNull();
    expect(trade!.textContent).toBe(i18n.t('enums.trade.plumber'));
  });
});
