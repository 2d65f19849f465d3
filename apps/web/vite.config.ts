import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command, mode }) => {
  // A production build must use React's production code even when the caller's
  // NODE_ENV says otherwise (the test runner sets NODE_ENV=test for the browser
  // journeys' build; React would then ship its development build).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [react()],
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
