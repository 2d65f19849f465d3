import { describe, expect, it } from 'vitest';
import { addMonths, localMonth, localTime } from './org-time';

describe("the organisations' clock", () => {
  it('writes times as read in Stockholm, in winter and in summer', () => {
    expect(localTime('2026-11-01T10:00:00.000Z')).toBe('2026-11-01 11:00');
    expect(localTime('2026-07-01T22:30:00.000Z')).toBe('2026-07-02 00:30');
    expect(localTime(null)).toBeNull();
    expect(localTime('not a time')).toBeNull();
  });

  it('puts the last hour of a month in UTC in the next month when Stockholm is already there', () => {
    expect(localMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(localMonth(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07');
    expect(localMonth(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06');
  });

  it('steps months across years', () => {
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });
});
