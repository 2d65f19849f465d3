import { useLocation } from 'react-router';

/** The route group a page is shown in ('/admin', '/panel' or '/contractor'), for building links. */
export function useGroupBase(): string {
  const { pathname } = useLocation();
  return `/${pathname.split('/')[1] ?? ''}`;
}
