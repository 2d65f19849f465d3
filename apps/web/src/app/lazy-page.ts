import { type ComponentType, lazy } from 'react';
import { STORAGE_KEYS } from '../lib/storage';

/** Page reload, replaceable in component tests. */
export const pageReload = { reload: () => window.location.reload() };

/**
 * Loads a module on demand (spec §2/§8). A failed load (usually a deploy that
 * replaced the chunk) reloads the page once, guarded by a local-storage flag
 * that App clears once the router is ready; a second failure is logged and
 * thrown to the route's error boundary.
 */
export async function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!localStorage.getItem(STORAGE_KEYS.reloadGuard)) {
      localStorage.setItem(STORAGE_KEYS.reloadGuard, '1');
      pageReload.reload();
      return new Promise<never>(() => {});
    }
    console.error('Loading the page failed again after a reload', error);
    throw error;
  }
}

/** A route's `lazy` for a page module with a default export. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const mod = await loadOnce(load);
    return { Component: mod.default };
  };
}

/** A lazily loaded component (the signed-in layouts) with the same reload-once guard. */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadOnce(load));
}
