import type { Role } from '@app/contract';
import { matchPath } from 'react-router';
import { loadAppCatalogue } from '../lib/i18n';
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
 * Starts fetching what the first page needs before React renders. Without it the page's
 * chunk is only requested once the signed-in layout's chunk has arrived and rendered, one
 * round trip after the other; a failure is left to the lazy components, which retry and report.
 */
export function preloadRoute(pathname: string, roles: readonly Role[] | undefined) {
  const found = pageFor(pathname, roles);
  if (!found) return;
  const loads: Promise<unknown>[] = [found.page.page()];
  if (found.group.roles) loads.push(loadAppLayout(), loadAppCatalogue());
  for (const load of loads) load.catch(() => {});
}
