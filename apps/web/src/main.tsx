import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import { App } from './app/App';
import { preloadRoute } from './app/preload-route';
import { currentUser } from './lib/auth';

preloadRoute(window.location.pathname, currentUser()?.roles);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
