import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HazardCard, withoutAdvice } from './HazardCard';

afterEach(cleanup);

const advice = '⚠ Gaslukt är farligt. Lämna lokalen nu.\nRing jouren: 08-555 000 11.';

describe('HazardCard', () => {
  it('is an alert with the advice and buttons that call 112 and the on-call number', () => {
    render(<HazardCard hazard={{ kinds: ['gas'], onCallPhone: '08-555 000 11', advice }} />);
    const card = screen.getByRole('alert');
    expect(card.textContent).toContain('Gaslukt är farligt. Lämna lokalen nu.');
    // The sign and the on-call line are the card's icon and button, not text.
    expect(card.textContent).not.toContain('⚠');
    expect(card.textContent).not.toContain('Ring jouren: 08-555 000 11.');
    expect(screen.getByRole('link', { name: 'Ring 112' }).getAttribute('href')).toBe('tel:112');
    expect(screen.getByRole('link', { name: 'Ring jouren 08-555 000 11' }).getAttribute('href')).toBe(
      'tel:0855500011',
    );
  });

  it('without an on-call number: only 112, and the advice says where to find the number', () => {
    const missing = '⚠ Gaslukt är farligt.\nRing fastighetens jour – numret finns på anslagstavlan i entrén.';
    render(<HazardCard hazard={{ kinds: ['gas'], onCallPhone: null, advice: missing }} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('anslagstavlan');
  });

  it('the message keeps only what follows the advice', () => {
    const hazard = { kinds: ['gas' as const], onCallPhone: null, advice };
    expect(withoutAdvice(`${advice}\n\nSedan när?`, hazard)).toBe('Sedan när?');
    expect(withoutAdvice('Sedan när?', undefined)).toBe('Sedan när?');
  });
});
