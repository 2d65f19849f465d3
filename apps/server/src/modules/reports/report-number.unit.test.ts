import { describe, expect, it } from 'vitest';
import { searchedNumber } from './report-search';

describe('searchedNumber', () => {
  it('reads 1042 and #1042 as an errand number, anything else as text', () => {
    expect(searchedNumber('1042')).toBe(1042);
    expect(searchedNumber('#1042')).toBe(1042);
    expect(searchedNumber(' # 7 ')).toBe(7);
    expect(searchedNumber('10 42')).toBeNull();
    expect(searchedNumber('#')).toBeNull();
    expect(searchedNumber('1042a')).toBeNull();
    expect(searchedNumber('12345678901')).toBeNull();
  });
});
