import { type ComponentType, lazy } from 'react';
import { loadAppCatalogue } from '../lib/i18n';
import { STORAGE_KEYS } from '../lib/storage';
import { PageBoundary } from './PageBoundary';

/** Page reload, replaceable in component tests. */
export const pageReload = { reload: () => window.location.reload() };

/**
 * Loads a module on demand (docs/PRODUCT.md, "Interface"). A failed load (usually a deploy that
 * replaced the chunk) reloads the page once, guarded by a local-storage flag
 * that App clears once the router is ready; a second failure is logged and
 * thrown to the page's error boundary.
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

interface LazyOptions {
  /**
   * Also load the signed-in app's catalogue before rendering (default). The
   * sign-in pages pass false: their texts ship with the entry.
   */
  appCatalogue?: boolean;
}

/** A lazily loaded component (pages, the signed-in layouts) with the reload-once guard. */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { appCatalogue = true }: LazyOptions = {},
) {
  return lazy(() =>
    loadOnce(async () => {
      const [mod] = await Promise.all([load(), appCatalogue ? loadAppCatalogue() : undefined]);
      return mod;
    }),
  );
}

/**
 * A route's element for a page module with a default export: fetched on first
 * visit, with a spinner while it loads and a message if it cannot.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, options?: LazyOptions) {
  const Page = lazyComponent(load, options);
  return (
    <PageBoundary>
      <Page />
    </PageBoundary>
  );
}
