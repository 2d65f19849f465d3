import { PASSWORD_MAX, PASSWORD_MIN } from '@app/contract';
import { fieldError } from '../http/errors';
/**
 * The 1,000 most frequent passwords of 8 to 128 characters, lower-cased, from the
 * frequency-ordered list shipped by the npm package @zxcvbn-ts/language-common 4.1.3
 * (shorter ones are already refused by the length rule).
 */
import commonPasswords from './common-passwords.json';

const COMMON = new Set<string>(commonPasswords);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/** Length and common-password rules for a password being set; throws a 400 naming `field`. */
export function assertPasswordAllowed(password: string, field: string): void {
  if (password.length < PASSWORD_MIN) throw fieldError(field, 'too_small');
  if (password.length > PASSWORD_MAX) throw fieldError(field, 'too_big');
  if (isCommonPassword(password)) throw fieldError(field, 'common_password');
}
