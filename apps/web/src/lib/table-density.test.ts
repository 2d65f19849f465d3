import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTableDensity, TABLE_DENSITY_KEY, useTableDensity } from './table-density';

afterEach(() => {
  vi.restoreAllMocks();
  setTableDensity('dense');
  localStorage.removeItem(TABLE_DENSITY_KEY);
});

/** The row height chosen in Settings: kept on the device, and on the page when storage refuses it. */
describe('table density', () => {
  it('keeps the choice for the page when storage refuses it (private mode, full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const seen: string[] = [];
    const { result } = renderHook(() => useTableDensity());
    seen.push(result.current);
    act(() => setTableDensity('comfortable'));
    seen.push(result.current);
    expect(seen).toEqual(['dense', 'comfortable']);
    expect(localStorage.getItem(TABLE_DENSITY_KEY)).toBeNull();
  });
});
