import { cleanup, configure } from '@testing-library/react';
import { vi } from 'vitest';

// findBy… and waitFor give up after 5 s instead of 1 s: on two processors shared with the server
// suites and the browser, a dialog's closing transition once took longer than a second (CI).
configure({ asyncUtilTimeout: 5_000 });

// Test files share their worker's modules and jsdom (`isolate: false` in vitest.config.ts): the
// libraries (React, MUI, emotion) load once per worker. The app's own modules start afresh for
// each file, as they did in a fresh worker: their state (the API client's hooks, the hub, a
// module a file mocks with vi.mock), the globals it stubbed, its fake clock and what it left
// rendered, stored or navigated to must not carry over.
vi.resetModules();
vi.unstubAllGlobals();
vi.useRealTimers();
cleanup();
document.body.innerHTML = '';
// The address a previous file navigated to (a page's route) is not this file's.
window.history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();

// Component tests render pages directly, without the route loader that fetches
// the signed-in app's catalogue first: load it once here.
const { loadAppCatalogue } = await import('../lib/i18n');
await loadAppCatalogue();
