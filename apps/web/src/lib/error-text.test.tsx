import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf, failures } from '../test/api-failures';
import { ApiError } from './api';
import { errorMessage } from './error-text';
import { i18next as i18n, setLocale } from './i18n';

/**
 * What a failed call says to the user: never a server's status text, an HTML error page or
 * the browser's "Failed to fetch"; the server's translated envelope message for a 4xx.
 */
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('sv');
});

const RAW = /Internal Server Error|Bad Gateway|Failed to fetch|TypeError|<html|internal|network/;

describe('errorMessage', { timeout: 15_000 }, () => {
  for (const lng of ['sv', 'en'] as const) {
    describe(lng, () => {
      it('a 500 with an HTML body or a bare status text shows the generic text', async () => {
        await setLocale(lng);
        for (const error of [await failures.htmlPage(), await failures.statusText()]) {
          const text = errorMessage(i18n.t, error);
          expect(text).toBe(i18n.t('errors.internal'));
          expect(text).not.toMatch(RAW);
        }
      });

      it('no answer at all says to check the connection', async () => {
        await setLocale(lng);
        const error = await failures.network();
        expect(error).toBeInstanceOf(ApiError);
        expect(errorMessage(i18n.t, error)).toBe(i18n.t('common.networkError'));
        expect(errorMessage(i18n.t, error)).not.toMatch(RAW);
      });

      it('a 503 says the service is unavailable', async () => {
        await setLocale(lng);
        const error = await failureOf(async () => new Response('Service Unavailable', { status: 503 }));
        expect(errorMessage(i18n.t, error)).toBe(i18n.t('errors.unavailable'));
      });

      it('a 4xx without the envelope shows its code’s text, not its status text', async () => {
        await setLocale(lng);
        const error = await failureOf(
          async () => new Response('Not Found', { status: 404, statusText: 'Not Found' }),
        );
        expect(errorMessage(i18n.t, error)).toBe(i18n.t('errors.not_found'));
      });

      it('anything that is not an ApiError (a bug, a bad answer) shows the generic text', async () => {
        await setLocale(lng);
        expect(errorMessage(i18n.t, new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
          i18n.t('errors.internal'),
        );
      });
    });
  }

  it('a 4xx with the server’s envelope shows its message (translated by the server)', async () => {
    expect(errorMessage(i18n.t, await failures.envelope())).toBe('Ärendet är redan taget.');
  });

  it('a 429 with the server’s envelope names its own limit (the assistant’s daily budget)', () => {
    const error = new ApiError(
      429,
      'rate_limited',
      'Du har skickat för många meddelanden till assistenten i dag.',
    );
    expect(errorMessage(i18n.t, error)).toBe('Du har skickat för många meddelanden till assistenten i dag.');
  });

  it('a 5xx envelope still shows the generic text, not whatever the server put in it', () => {
    const error = new ApiError(500, 'internal', 'TypeError: x is undefined at repo.ts:12');
    expect(errorMessage(i18n.t, error)).toBe(i18n.t('errors.internal'));
  });
});
