/** The service worker's cache of API answers, as vite.config.ts names it. */
const API_CACHE = 'api-reads';

/**
 * Registers the service worker the production build makes (vite.config.ts): the app shell and
 * the last-read errands offline, push messages. The dev server and the component tests have
 * none, so nothing is registered there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without it the app works as a plain page; nothing to tell the user.
    });
  });
}

/** Forgets the API answers kept for offline reading: the next person on this device sees none. */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
