/** Shared pieces of the browser journeys: the real server, Debian's Chromium, mail links, axe, screenshots. */
export * from './app';
export * from './browser';
