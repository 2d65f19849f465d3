import { type ComponentType, lazy, useState } from 'react';
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

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Modules fetched before the first render (`preloadModule`), by their loader. */
const preloaded = new Map<Loader<never>, ComponentType<never>>();

/**
 * Fetches a lazy component's module (and the catalogue it needs) ahead of its first render,
 * so that render shows it at once. React otherwise shows a suspended part's fallback first and
 * reveals each nested part a moment after the one around it: the layout, then the page.
 */
export async function preloadModule<P>(load: Loader<P>, options: LazyOptions = {}) {
  const mod = await withCatalogue(load, options);
  preloaded.set(load as Loader<never>, mod.default as ComponentType<never>);
}

/** A component's module, with the app catalogue when it needs it (as it does by default). */
async function withCatalogue<P>(load: Loader<P>, { appCatalogue = true }: LazyOptions) {
  const [mod] = await Promise.all([load(), appCatalogue ? loadAppCatalogue() : undefined]);
  return mod;
}

/** A lazily loaded component (pages, the signed-in layouts) with the reload-once guard. */
export function lazyComponent<P extends object>(load: Loader<P>, options: LazyOptions = {}) {
  const Lazy = lazy(() => loadOnce(() => withCatalogue(load, options)));
  function Loaded(props: P) {
    // Decided once per mount: switching later would mount the component anew and lose its state.
    const [Ready] = useState(() => preloaded.get(load as Loader<never>) as ComponentType<P> | undefined);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Loaded;
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
