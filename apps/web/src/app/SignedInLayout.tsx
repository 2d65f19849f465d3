import { useMemo } from 'react';
import { useCurrentUser } from '../lib/auth';
import { type RouteGroup, RouteGroupContext } from '../lib/route-group';
import { lazyComponent } from './lazy-page';
import { PageBoundary } from './PageBoundary';
import { type GroupDeclaration, navFor, pagesFor } from './pages';
import { loadAppLayout } from './preload-route';

const AppLayout = lazyComponent(loadAppLayout);

/**
 * The signed-in groups' layout, fetched on first use (see AppLayout), with the
 * navigation and the group's pages for this user derived from the declarations.
 */
export function SignedInLayout({ group }: { group: GroupDeclaration }) {
  const user = useCurrentUser();
  const roles = user?.roles ?? [];
  const key = roles.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the role names are the identity of `roles`
  const { nav, context } = useMemo(() => {
    const paths = new Set(pagesFor(group, roles).map((p) => p.path));
    const context: RouteGroup = { base: group.base, has: (path) => paths.has(path) };
    return { nav: navFor(group, roles), context };
  }, [group, key]);
  return (
    <RouteGroupContext.Provider value={context}>
      <PageBoundary>
        <AppLayout
          nav={nav}
          home={group.base}
          settingsPath={context.has('settings') ? `${group.base}/settings` : undefined}
        />
      </PageBoundary>
    </RouteGroupContext.Provider>
  );
}
