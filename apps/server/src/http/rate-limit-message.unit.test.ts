import { translate } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { errorBody } from './error-handler';
import { AppError } from './errors';

const limited = (seconds: string) =>
  new AppError('rate_limited', undefined, undefined, { 'retry-after': seconds });

/** A limit's message says how long to wait, from its Retry-After, not "a moment". */
describe('the rate limit message', () => {
  it('names the wait in minutes or seconds, in the caller’s language', () => {
    expect(errorBody('sv', limited('840')).error.message).toBe(
      'För många försök. Vänta 14 minuter och försök igen.',
    );
    expect(errorBody('en', limited('60')).error.message).toBe(
      'Too many attempts. Wait 60 seconds and try again.',
    );
    expect(errorBody('sv', limited('1')).error.message).toBe(
      'För många försök. Vänta 1 sekund och försök igen.',
    );
    expect(errorBody('en', limited('100')).error.message).toBe(
      'Too many attempts. Wait 2 minutes and try again.',
    );
  });

  it('keeps a limit’s own words when it has them', () => {
    const budget = new AppError('rate_limited', undefined, 'assistant.rateLimited', {
      'retry-after': '3600',
    });
    expect(errorBody('en', budget).error.message).toBe(translate('en', 'assistant.rateLimited'));
  });

  it('keeps the general text when no wait is known', () => {
    expect(errorBody('sv', new AppError('rate_limited')).error.message).toBe(
      'För många försök. Vänta en stund och försök igen.',
    );
  });
});
