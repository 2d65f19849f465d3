import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from './api';

/**
 * Form helpers shared by every page: client-side validation with the
 * contract's zod schemas, the server's field errors (`details[].field`) put
 * on the same fields, and one translated message for any failed call.
 */

/** Field name (dotted path, as the server's `details[].field`) → translated message. */
export type FieldErrors = Record<string, string>;

/** A translated text for a zod issue, by its code (catalogue `fieldErrors.*`). */
function issueMessage(t: TFunction, issue: z.core.$ZodIssue, value: unknown): string {
  if (typeof issue.message === 'string' && issue.message.includes('.') && !issue.message.includes(' ')) {
    // A schema may carry its own catalogue key as message, e.g. `settings.passwordsDiffer`.
    return t(issue.message);
  }
  const empty = value === undefined || value === null || value === '';
  if (
    empty &&
    (issue.code === 'too_small' || issue.code === 'invalid_type' || issue.code === 'invalid_format')
  )
    return t('fieldErrors.required');
  if (issue.code === 'too_small' && 'minimum' in issue && issue.origin === 'string')
    return t('common.tooShort', { min: Number(issue.minimum) });
  if (issue.code === 'too_big' && 'maximum' in issue && issue.origin === 'string')
    return t('common.tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format' && 'format' in issue && issue.format === 'email')
    return t('common.invalidEmail');
  return t(`fieldErrors.${issue.code}`, { defaultValue: t('fieldErrors.custom') });
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates form values with a schema; the first problem of each field wins. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
  t: TFunction,
): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (errors[field]) continue;
    const value = issue.path.reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
      values,
    );
    errors[field] = issueMessage(t, issue, value);
  }
  return { ok: false, errors };
}

/** The server's field problems (400 validation_failed) as field errors. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const issue of error.details)
    if (issue.field && !errors[issue.field]) errors[issue.field] = issue.message;
  return errors;
}

/** One line for the user about a failed call; it lives in lib/error-text.ts, re-exported for the forms' callers. */
export { errorMessage } from './error-text';
