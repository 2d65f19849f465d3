import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';

/** The service worker's cache of API answers; lib/service-worker.ts empties it at sign-out. */
const API_CACHE = 'api-reads';

/** The installed app: Swedish first, like the page (index.html's lang). */
const manifest: Partial<ManifestOptions> = {
  name: 'Felanmälan',
  short_name: 'Felanmälan',
  description: 'Felanmälan och ärenden för fastigheter',
  lang: 'sv',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#1c03a9',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The production build's `@app/contract/answers`: the names of the answers' schemas, each
 * `undefined`, so `api.get(path, Schema)` does not parse and the first screens load neither zod nor
 * the contract's schemas (packages/contract/src/answers.ts says why that is safe). The dev server
 * and the component tests keep the real schemas and parse every answer.
 */
function answersByName(): Plugin {
  return {
    name: 'answers-by-name',
    apply: 'build',
    load(id) {
      if (!id.replaceAll('\\', '/').endsWith('/packages/contract/src/answers.ts')) return null;
      const source = readFileSync(id, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const list = source.match(/export\s*\{([^}]*)\}\s*from\s*'\.\/index'/)?.[1];
      if (!list) throw new Error(`${id}: expected one export { … } from './index'`);
      const names = list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      return names.map((name) => `export const ${name} = undefined;`).join('\n');
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // A production build must use React's production code even when the caller's
  // NODE_ENV says otherwise (the test runner sets NODE_ENV=test for the browser
  // journeys' build; React would then ship its development build).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      answersByName(),
      // The service worker exists only in the production build: the dev server and the component
      // tests run without it (docs/decisions/0045-contractor-offline-and-push.md).
      VitePWA({
        registerType: 'autoUpdate',
        // Registered by the app (lib/service-worker.ts), after the first screen.
        injectRegister: false,
        manifest,
        includeAssets: ['favicon.svg', 'icons/*.png'],
        workbox: {
          // The app shell: every built file, so any page opens offline; the precompressed
          // copies (.br/.gz) are the server's business.
          globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
          globIgnores: ['**/*.br', '**/*.gz'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/health/, /^\/reportHub/],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          // Push messages and their clicks (public/push-sw.js).
          importScripts: ['/push-sw.js'],
          runtimeCaching: [
            {
              // What was read last (errands, their work orders, photos' thumbnails) stays readable
              // without signal; with signal the network's answer always wins.
              urlPattern: ({ url, request, sameOrigin }) =>
                sameOrigin &&
                request.method === 'GET' &&
                url.pathname.startsWith('/api/') &&
                !url.pathname.startsWith('/api/auth/'),
              handler: 'NetworkFirst',
              options: {
                cacheName: API_CACHE,
                networkTimeoutSeconds: 6,
                expiration: { maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600 },
                cacheableResponse: { statuses: [200] },
              },
            },
          ],
        },
      }),
    ],
    server: {
      port: 5173,
      proxy: {
        '/api': 'http://localhost:3000',
        '/health': 'http://localhost:3000',
        '/reportHub': { target: 'ws://localhost:3000', ws: true },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry imports statically loads on every first visit anyway: one
            // chunk rather than sixteen (React, MUI's core, emotion, i18next and the app's frame
            // were split by which lazy pages share them). Fewer requests before the first screen,
            // each costing a round trip over HTTP/1.1, and one compression window (about 6 KB
            // less gzipped than the parts).
            groups: [{ name: 'shell', tags: ['$initial'] }],
          },
        },
      },
    },
  };
});
