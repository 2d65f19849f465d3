import type { Role } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import type { AuthUser } from './auth-user';

/** The signed-in caller, or 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthenticated');
  return request.user;
}

/** The signed-in caller holding one of `roles`, or 401 / 403. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): AuthUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new AppError('forbidden');
  return user;
}

/** The same as a preHandler: `{ preHandler: guard('Admin') }`; no roles means any signed-in user. */
export function guard(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    if (roles.length === 0) requireUser(request);
    else requireRole(request, ...roles);
  };
}
