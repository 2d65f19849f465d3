import { useSyncExternalStore } from 'react';

const subscribe = (l: () => void) => {
  window.addEventListener('online', l);
  window.addEventListener('offline', l);
  return () => {
    window.removeEventListener('online', l);
    window.removeEventListener('offline', l);
  };
};

/** Whether the browser believes it has a network (false means surely none; true may still fail). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * Runs `flush` now and whenever the browser is online again: a queue kept on the device sends
 * what waits at start-up (what waited when the app was closed) and when the signal returns.
 * Answers how to stop.
 */
export function flushNowAndWhenOnline(flush: () => void): () => void {
  window.addEventListener('online', flush);
  flush();
  return () => window.removeEventListener('online', flush);
}
