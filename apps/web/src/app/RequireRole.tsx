import type { Role } from '@app/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../lib/auth';
import { homeFor } from '../lib/home';

/** Signed in means a stored `user` (docs/PRODUCT.md, "Accounts and tokens"); the group's role list decides the rest. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const location = useLocation();
  const user = useCurrentUser();
  if (!user) return <Navigate to="/auth/login" replace state={{ from: location.pathname }} />;
  if (!user.roles.some((r) => roles.includes(r))) return <Navigate to={homeFor(user.roles)} replace />;
  return <>{children}</>;
}
