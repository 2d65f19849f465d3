import type { Role } from '@app/contract';
import { matchPath } from 'react-router';
import { preloadModule } from './lazy-page';
import { type GroupDeclaration, groups, mayOpen, type PageDeclaration } from './pages';

/** The signed-in groups' layout module (app/SignedInLayout.tsx loads the same one). */
export const loadAppLayout = () => import('./AppLayout');

/** The page a path opens for these roles, with its group; the sign-in page for a signed-in group without a user. */
export function pageFor(
  pathname: string,
  roles: readonly Role[] | undefined,
): { group: GroupDeclaration; page: PageDeclaration } | undefined {
  const group = groups.find((g) => pathname === g.base || pathname.startsWith(`${g.base}/`));
  if (!group) return undefined;
  if (group.roles && !roles) return pageFor('/auth/login', undefined);
  const page = group.pages.find(
    (p) =>
      mayOpen(group, p, roles ?? []) &&
      matchPath({ path: p.path ? `${group.base}/${p.path}` : group.base, end: true }, pathname),
  );
  return page && { group, page };
}

/**
 * Fetches what the first page needs before React renders: the page's chunk, and for a signed-in
 * group the layout and the app catalogue, all at once. Otherwise the page's chunk is requested
 * only once the layout's has arrived and rendered, and each shows a moment after the other.
 * Settles when all have loaded or failed; a failure is left to the lazy components, which
 * retry and report it.
 */
export async function preloadRoute(pathname: string, roles: readonly Role[] | undefined): Promise<void> {
  const found = pageFor(pathname, roles);
  if (!found) return;
  const signedIn = found.group.roles !== undefined;
  await Promise.allSettled([
    preloadModule(found.page.page, { appCatalogue: signedIn || found.group.appCatalogue === true }),
    signedIn ? preloadModule(loadAppLayout) : undefined,
  ]);
}
