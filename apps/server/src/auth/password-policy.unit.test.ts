import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import commonPasswords from './common-passwords.json';
import { assertPasswordAllowed, isCommonPassword } from './password-policy';

const problemOf = (password: string) => {
  try {
    assertPasswordAllowed(password, 'password');
    return undefined;
  } catch (err) {
    return (err as AppError).details?.[0]?.problem;
  }
};

describe('password policy', () => {
  it('ships a list of about a thousand common passwords of allowed length', () => {
    expect(commonPasswords.length).toBe(1000);
    expect(commonPasswords.every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
  });

  it('refuses common passwords whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('Correct-Horse-Battery-9')).toBe(false);
    expect(problemOf('Qwertyuiop')).toBe('common_password');
  });

  it('enforces 8 to 128 characters', () => {
    expect(problemOf('short1!')).toBe('too_small');
    expect(problemOf('x'.repeat(129))).toBe('too_big');
    expect(problemOf('x'.repeat(128))).toBeUndefined();
    expect(problemOf('eight-ch')).toBeUndefined();
  });

  it('raises a 400 field error', () => {
    expect(() => assertPasswordAllowed('iloveyou', 'newPassword')).toThrow(AppError);
  });
});
