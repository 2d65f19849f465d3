import { describe, expect, it } from 'vitest';
import { formatters, placeLabel, todayIso } from './format';

/** One way of writing dates per language, everywhere (docs/decisions/0031-field-messages-and-dates.md). */
describe('todayIso', () => {
  it("is Stockholm's day, whatever the browser's zone, as the API counts days", () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Stockholm; 22:30 UTC in June is 00:30.
    expect(todayIso(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(todayIso(new Date('2026-11-30T22:30:00Z'))).toBe('2026-11-30');
    expect(todayIso(new Date('2026-06-14T22:30:00Z'))).toBe('2026-06-15');
  });
});

describe('format', () => {
  // A local time, so the expectations hold in any time zone the tests run in.
  const instant = new Date(2026, 10, 23, 14, 8).toISOString();

  it('writes Swedish dates "23 nov. 2026 14:08"', () => {
    const f = formatters('sv');
    expect(f.date('2026-11-23')).toBe('23 nov. 2026');
    expect(f.date(instant)).toBe('23 nov. 2026');
    expect(f.dateTime(instant)).toBe('23 nov. 2026 14:08');
    expect(f.month('2026-11')).toBe('nov. 2026');
    // Intl groups Swedish thousands with a no-break space.
    expect(f.number(1234.5)).toBe('1\u00a0234,5');
    expect(f.hours(0.0000833)).toBe('0');
    expect(f.hours(1.46)).toBe('1,5');
  });

  it('writes English dates "23 Nov 2026, 14:08"', () => {
    const f = formatters('en');
    expect(f.date('2026-11-23')).toBe('23 Nov 2026');
    expect(f.dateTime(instant)).toBe('23 Nov 2026, 14:08');
    expect(f.month('2026-11')).toBe('Nov 2026');
    expect(f.number(1234.5)).toBe('1,234.5');
    expect(f.hours(1.46)).toBe('1.5');
  });

  it("leaves this year out of a table cell's time, and keeps another year's", () => {
    const thisYear = new Date(2026, 11, 31, 23, 0);
    const nextYear = new Date(2027, 0, 2, 9, 0);
    expect(formatters('sv').dateTimeShort(instant, thisYear)).toBe('23 nov. 14:08');
    expect(formatters('en').dateTimeShort(instant, thisYear)).toBe('23 Nov, 14:08');
    expect(formatters('sv').dateTimeShort(instant, nextYear)).toBe('23 nov. 2026 14:08');
    expect(formatters('sv').dateTimeShort(null)).toBe('');
  });

  it('leaves out nothing and keeps what it cannot read', () => {
    const f = formatters('sv');
    expect(f.date(null)).toBe('');
    expect(f.dateTime('')).toBe('');
    expect(f.date('soon')).toBe('soon');
  });

  it('writes a place as address, (city,) premises, leaving out what is missing', () => {
    const place = { address: 'Storgatan 1', city: 'Umeå', premisesDesignation: 'Lgh 1101' };
    expect(placeLabel(place)).toBe('Storgatan 1, Lgh 1101');
    expect(placeLabel(place, { withCity: true })).toBe('Storgatan 1, Umeå, Lgh 1101');
    expect(placeLabel({ ...place, premisesDesignation: null })).toBe('Storgatan 1');
    expect(placeLabel({ address: 'Storgatan 1', city: '' }, { withCity: true })).toBe('Storgatan 1');
  });
});
