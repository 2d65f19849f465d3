import type { Deps } from '../deps';
import { AppError } from '../http/errors';
import type { IssuedTokens } from './cookies';
import { burnPasswordTime, verifyPassword } from './passwords';
import { startSession } from './session.service';
import { findUserByEmail, findUserById, type UserRow } from './users.repo';

const invalidCredentials = () => new AppError('unauthenticated', undefined, 'auth.errors.invalidCredentials');

/**
 * Email and password to a new session. An unknown email and a wrong password
 * give the same answer after the same argon2 work; a disabled account is told
 * so only to someone who knows its password.
 */
export async function login(
  deps: Pick<Deps, 'db' | 'jwtSecret'>,
  email: string,
  password: string,
  userAgent?: string,
): Promise<{ user: UserRow; tokens: IssuedTokens }> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    await burnPasswordTime(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  if (user.disabled) throw new AppError('forbidden', undefined, 'auth.errors.accountDisabled');
  const tokens = await startSession(deps, deps.db, user.id, userAgent);
  return { user, tokens };
}

/** Signs in a user who just proved who they are (new account, changed password). */
export async function signInUser(
  deps: Pick<Deps, 'db' | 'jwtSecret'>,
  userId: string,
  userAgent?: string,
): Promise<{ user: UserRow; tokens: IssuedTokens & { sessionId: string } }> {
  const tokens = await startSession(deps, deps.db, userId, userAgent);
  const user = await findUserById(deps.db, userId);
  return { user: user!, tokens };
}
