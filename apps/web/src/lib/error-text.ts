import type { TFunction } from 'i18next';
import { ApiError } from './api';

/**
 * The one place that turns a failure into a line for the user, in their language and
 * with a way forward. A browser's "Failed to fetch", a proxy's "Bad Gateway" page or a
 * server's "Internal Server Error" status text never reaches the screen:
 *
 * - no answer at all (`network`): check the connection and try again;
 * - a 4xx with the server's error envelope: its message, already translated by the
 *   server from Accept-Language (it names the actual problem, e.g. "taken");
 * - a 5xx, an answer of an unknown shape, or anything that is not an ApiError (a
 *   response that failed its schema, a bug): the catalogue's generic text.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.internal');
  if (error.code === 'network') return t('common.networkError');
  if (error.status === 503 || error.code === 'unavailable') return t('errors.unavailable');
  if (error.status >= 500 || error.status === 0) return t('errors.internal');
  if (error.fromServer && error.message) return error.message;
  return t(`errors.${error.code}`, { defaultValue: t('errors.internal') });
}
