import { useSyncExternalStore } from 'react';

/**
 * How tall the rows of the app's tables are (docs/PRODUCT.md "Interface"): dense by default, so a
 * busy manager sees a screenful of errands; comfortable for those who find it cramped. A choice of
 * this device (a phone shows cards, not tables), kept in local storage and followed by every open tab.
 */
export type TableDensity = 'dense' | 'comfortable';

export const TABLE_DENSITY_KEY = 'tableDensity';
const listeners = new Set<() => void>();
/** The choice made on this page when storage refused it (private mode, full): kept until the page is left. */
let unstored: TableDensity | null = null;

function read(): TableDensity {
  if (unstored) return unstored;
  try {
    return localStorage.getItem(TABLE_DENSITY_KEY) === 'comfortable' ? 'comfortable' : 'dense';
  } catch {
    return 'dense';
  }
}

export function setTableDensity(density: TableDensity) {
  try {
    localStorage.setItem(TABLE_DENSITY_KEY, density);
    unstored = null;
  } catch {
    unstored = density;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === TABLE_DENSITY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTableDensity(): TableDensity {
  return useSyncExternalStore(subscribe, read, () => 'dense');
}
