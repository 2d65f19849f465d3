import type { ReactElement } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { useCurrentUser } from '../lib/auth';
import { homeFor } from '../lib/home';
import { PageTitle } from '../lib/page-title';
import { GroupLayout } from './GroupLayout';
import { lazyPage } from './lazy-page';
import { type GroupDeclaration, groups, mayOpen, navFor } from './pages';
import { RequireRole } from './RequireRole';
import { SignedInLayout } from './SignedInLayout';

function RootRedirect() {
  const user = useCurrentUser();
  return <Navigate to={user ? homeFor(user.roles) : '/auth/login'} replace />;
}

/** The first of a path's pages this user may open; another role goes to the group's start. */
function ByRole({ group, variants }: { group: GroupDeclaration; variants: [number, ReactElement][] }) {
  const user = useCurrentUser();
  const found = variants.find(([i]) => user && mayOpen(group, group.pages[i]!, user.roles));
  return found ? found[1] : <Navigate to={group.base} replace />;
}

/** A group's routes: one per path, each page loaded on first visit. */
function pageRoutes(group: GroupDeclaration): RouteObject[] {
  // The sign-in pages' texts ship with the entry, so they skip the app catalogue.
  const options = { appCatalogue: group.roles !== undefined || group.appCatalogue === true };
  const byPath = new Map<string, [number, ReactElement][]>();
  group.pages.forEach((p, i) => {
    const element = (
      <PageTitle key={`${p.path}:${p.roles?.join(',') ?? ''}`} titleKey={p.title ?? p.nav}>
        {lazyPage(p.page, options)}
      </PageTitle>
    );
    byPath.set(p.path, [...(byPath.get(p.path) ?? []), [i, element]]);
  });
  return [...byPath].map(([path, variants]) => {
    const only = variants.length === 1 && !group.pages[variants[0]![0]]!.roles;
    const element = only ? variants[0]![1] : <ByRole key={path} group={group} variants={variants} />;
    return path === '' ? { index: true, element } : { path, element };
  });
}

function groupRoute(group: GroupDeclaration): RouteObject {
  if (!group.roles) {
    const first = group.pages[0]?.path ?? '';
    return {
      path: group.base,
      element: <GroupLayout nav={navFor(group, [])} home={`${group.base}/${first}`} />,
      children: [
        { index: true, element: <Navigate to={`${group.base}/${first}`} replace /> },
        ...pageRoutes(group),
      ],
    };
  }
  return {
    path: group.base,
    element: (
      <RequireRole roles={group.roles}>
        <SignedInLayout group={group} />
      </RequireRole>
    ),
    // An unknown address inside a signed-in group keeps the group's layout and navigation.
    children: [...pageRoutes(group), { path: '*', element: notFound }],
  };
}

const notFound = (
  <PageTitle titleKey="common.notFound">
    {lazyPage(() => import('../features/common/pages/NotFoundPage'))}
  </PageTitle>
);

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  ...groups.map(groupRoute),
  // Elsewhere, the bare frame: the app's name (to the start) and the language switch.
  { element: <GroupLayout nav={[]} home="/" />, children: [{ path: '*', element: notFound }] },
];

/**
 * The app's routes, derived from the page declarations (app/pages.ts). A
 * declarative router (not a data router): the app loads its data with
 * TanStack Query, and leaving out the data router's loader and action
 * machinery keeps the sign-in page's JavaScript small.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
