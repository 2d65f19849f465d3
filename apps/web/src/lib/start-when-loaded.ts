/**
 * Starts something whose module is fetched on demand (a background sync), for an effect: the
 * returned function stops it, or keeps it from starting when the module arrives too late. A module
 * that fails to load starts nothing; the next page load tries again.
 */
export function startWhenLoaded(load: () => Promise<() => () => void>): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  load().then(
    (start) => {
      if (!cancelled) stop = start();
    },
    (error: unknown) => console.warn('A background task could not be loaded', error),
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}
