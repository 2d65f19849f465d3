import { createContext, useContext } from 'react';

/**
 * The route group a page is shown in (/admin, /panel or /contractor) and the
 * pages of that group the signed-in user may open, given by the signed-in
 * layout from the page declarations. Pages build their links from it instead
 * of knowing which group they are in.
 */
export interface RouteGroup {
  /** The group's path, e.g. '/panel'. */
  base: string;
  /** Whether the group has a page at `path` (relative, e.g. 'chat-assistant') that this user may open. */
  has(path: string): boolean;
}

export const RouteGroupContext = createContext<RouteGroup>({ base: '', has: () => false });

export function useRouteGroup(): RouteGroup {
  return useContext(RouteGroupContext);
}

/** The address of a page of the current group, e.g. `useGroupPath('errands')` → '/panel/errands'. */
export function useGroupPath(path: string): string {
  return `${useRouteGroup().base}/${path}`;
}
