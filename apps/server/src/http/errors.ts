import { type ErrorCode, errorStatus, type FieldIssue } from '@app/contract';

/**
 * The one error type of the server. Services throw it; the error handler maps
 * the code to its HTTP status and a translated message once.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: Omit<FieldIssue, 'message'>[] | FieldIssue[],
    /** i18n key of a more specific message than `errors.<code>`. */
    readonly messageKey?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.status = errorStatus[code];
  }
}

export const notFound = () => new AppError('not_found');
/** The row a read found, or a 404 when it found none (or none the caller may see). */
export function orNotFound<T>(row: T | undefined): T {
  if (row === undefined) throw notFound();
  return row;
}
export const forbidden = () => new AppError('forbidden');
export const unauthenticated = () => new AppError('unauthenticated');
export const conflict = (messageKey?: string) => new AppError('conflict', undefined, messageKey);
export const invalidTransition = () => new AppError('invalid_transition');
/** A single-field validation failure raised by a service (e.g. "premisesId is not yours"). */
export const fieldError = (field: string, problem: string) =>
  new AppError('validation_failed', [{ field, problem }]);
