import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import { App } from './app/App';
import { preloadRoute } from './app/preload-route';
import { currentUser } from './lib/auth';
import { registerServiceWorker } from './lib/service-worker';

/**
 * How long the first render waits for the page and layout. On a usual connection they arrive
 * well within it and the first screen shows in one piece; on a slow one the page's spinner shows
 * after this instead of a blank screen until every chunk is in.
 */
const PRELOAD_WAIT_MS = 500;

// The first screen renders once its page and layout are here, in one piece rather than a
// spinner, then the frame, then the page (app/preload-route.ts).
void Promise.race([
  preloadRoute(window.location.pathname, currentUser()?.roles),
  new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
registerServiceWorker();
