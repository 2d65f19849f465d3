import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import { App } from './app/App';
import { preloadRoute } from './app/preload-route';
import { currentUser } from './lib/auth';

// The first screen renders once its page and layout are here, in one piece rather than a
// spinner, then the frame, then the page (app/preload-route.ts).
void preloadRoute(window.location.pathname, currentUser()?.roles).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
