import { HAZARD_KINDS } from '@app/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportCard } from '../features/reports/components/ReportCard';
import { ReportList } from '../features/reports/components/ReportList';
import { i18next as i18n, setLocale } from '../lib/i18n';
import { sampleReport } from '../test/reports';
import { HazardChip } from './HazardChip';

afterEach(async () => {
  cleanup();
  await setLocale('sv');
});

const listed = (patch: Parameters<typeof sampleReport>[0]) => ({
  ...sampleReport(patch),
  photoCount: 0,
  coverFileId: null,
});

describe('the hazard chip', () => {
  it('names the first hazard in the reader’s language, the others in its title and its spoken text', async () => {
    const { unmount } = render(<HazardChip hazards={['gas', 'water']} />);
    const chip = screen.getByTestId('hazard-chip');
    expect(chip.className).toContain('MuiChip-colorError');
    expect(chip.querySelector('svg')).not.toBeNull();
    expect(chip.getAttribute('title')).toBe('Fara: Gaslukt, Vattenläcka');
    expect(screen.getByText('Gaslukt +1')).toBeTruthy();
    expect(screen.getByText('Fara: Gaslukt, Vattenläcka')).toBeTruthy();
    unmount();
    await setLocale('en');
    render(<HazardChip hazards={['water']} />);
    expect(screen.getByText('Water leak')).toBeTruthy();
    expect(screen.getByTestId('hazard-chip').getAttribute('title')).toBe('Hazard: Water leak');
  });

  it('every kind has a name in both languages', async () => {
    await setLocale('en');
    for (const lang of ['sv', 'en'])
      for (const kind of HAZARD_KINDS)
        expect(i18n.getResource(lang, 'translation', `enums.hazard.${kind}`)).toBeTruthy();
  });

  it('is on the list row and the phone card of an errand with a hazard, and on no other', () => {
    const gas = listed({ id: '00000000-0000-4000-8000-0000000000c1', hazards: ['gas'] });
    const plain = listed({ id: '00000000-0000-4000-8000-0000000000c2', whatBroke: 'Plain' });
    render(
      <MemoryRouter>
        <ReportList items={[gas, plain]} base="/panel" />
        <ReportCard report={gas} to="/x" fresh={false} />
        <ReportCard report={plain} to="/y" fresh={false} />
      </MemoryRouter>,
    );
    const chips = screen.getAllByTestId('hazard-chip');
    // The table's row and the phone's card of the gas errand; both layouts are in the page.
    expect(chips.length).toBeGreaterThanOrEqual(2);
    for (const chip of chips) expect(chip.textContent).toContain('Gaslukt');
    expect(chips.length).toBe(screen.getAllByText('Gaslukt').length);
  });
});
