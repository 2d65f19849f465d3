import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query client. It is provided by the signed-in layout
 * (app/AppLayout.tsx), so every page under /admin, /panel and /contractor can
 * use TanStack Query; the /auth pages do not load it. Query keys: see lib/hub.ts.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 15_000, retry: 1 } },
});
