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

/** A field problem as the client's schema or the server's `details` name it, with what is known of its limits. */
export interface FieldProblem {
  /** The zod issue code or the server's `problem` (e.g. "too_small", "invalid_format", "in_past"). */
  code: string;
  /** What the field holds. */
  value: unknown;
  /** Of too_small and too_big: what was measured ("string", "number", "array"…) and its limit. */
  origin?: string;
  minimum?: number;
  maximum?: number;
  /** Of invalid_format: which format ("email", "uuid", "regex"…). */
  format?: string;
}

/** Problems that mean "nothing was given" when the field is empty, whoever found them. */
const EMPTY_MEANS_REQUIRED = new Set([
  'required',
  'too_small',
  'invalid_type',
  'invalid_format',
  'invalid_value',
]);

/**
 * One message per kind of problem (catalogue `fieldErrors.*`), the same whether the client's
 * schema or the server found it: required, too short or too long (with the limit when known),
 * out of range, invalid email, invalid format, not one of the choices. Anything else (the
 * server's own problems: `in_past`, `common_password`…) has its own catalogue entry, or none.
 */
export function problemMessage(t: TFunction, p: FieldProblem): string | undefined {
  const empty = p.value === undefined || p.value === null || (typeof p.value === 'string' && !p.value.trim());
  if (empty && EMPTY_MEANS_REQUIRED.has(p.code)) return t('fieldErrors.required');
  switch (p.code) {
    case 'too_small':
      return limitMessage(t, p, 'min');
    case 'too_big':
      return limitMessage(t, p, 'max');
    case 'invalid_format':
      return p.format === 'email' ? t('fieldErrors.invalidEmail') : t('fieldErrors.invalid_format');
    case 'invalid_value':
      return t('fieldErrors.choose');
    default: {
      const key = `fieldErrors.${p.code}`;
      const known = t(key, { defaultValue: key });
      return known === key ? undefined : known;
    }
  }
}

/** The messages of a lower and of an upper limit, by what was measured. */
const LIMIT_KEYS = {
  min: {
    text: 'fieldErrors.tooShort',
    textNoLimit: 'fieldErrors.tooShortText',
    list: 'fieldErrors.tooFew',
    numeric: 'fieldErrors.atLeast',
  },
  max: {
    text: 'fieldErrors.tooLong',
    textNoLimit: 'fieldErrors.tooLongText',
    list: 'fieldErrors.tooMany',
    numeric: 'fieldErrors.atMost',
  },
} as const;

/** Too short or long (a text), too few or many (a list), at least or at most (a number), out of range. */
function limitMessage(t: TFunction, p: FieldProblem, side: 'min' | 'max'): string {
  const keys = LIMIT_KEYS[side];
  const limit = side === 'min' ? p.minimum : p.maximum;
  const text = p.origin ? p.origin === 'string' : typeof p.value === 'string';
  const numeric = p.origin === 'number' || p.origin === 'int' || p.origin === 'bigint' || p.origin === 'date';
  const list = p.origin === 'array' || p.origin === 'set';
  // The catalogue's texts name the limit {{min}} or {{max}}.
  const known = { [side]: limit };
  if (text) return limit !== undefined ? t(keys.text, known) : t(keys.textNoLimit);
  if (list && limit !== undefined) return t(keys.list, known);
  return numeric && limit !== undefined ? t(keys.numeric, known) : t('fieldErrors.outOfRange');
}

/** A translated text for a zod issue of the client's schema. */
function issueMessage(t: TFunction, issue: z.core.$ZodIssue, value: unknown): string {
  if (typeof issue.message === 'string' && issue.message.includes('.') && !issue.message.includes(' ')) {
    // A schema may carry its own catalogue key as message, e.g. `settings.passwordsDiffer`.
    return t(issue.message);
  }
  const limits = issue as { origin?: string; minimum?: unknown; maximum?: unknown; format?: string };
  const problem: FieldProblem = {
    code: issue.code,
    value,
    origin: limits.origin,
    minimum: limits.minimum === undefined ? undefined : Number(limits.minimum),
    maximum: limits.maximum === undefined ? undefined : Number(limits.maximum),
    format: limits.format,
  };
  return problemMessage(t, problem) ?? t('fieldErrors.custom');
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

/**
 * The server's field problems (400 validation_failed) as field errors. Given the form's `t` and
 * values, a problem of a kind the client knows says what the client would have said (the server
 * does not send its limits; an email field's format is an invalid email); its own problems keep
 * the server's message.
 */
export function serverFieldErrors(
  error: unknown,
  t?: TFunction,
  values: Record<string, unknown> = {},
): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const issue of error.details) {
    if (!issue.field || errors[issue.field]) continue;
    const format = /email$/i.test(issue.field) ? 'email' : undefined;
    const local = t && problemMessage(t, { code: issue.problem, value: values[issue.field], format });
    errors[issue.field] = local || issue.message;
  }
  return errors;
}

/** One line for the user about a failed call; it lives in lib/error-text.ts, re-exported for the forms' callers. */
export { errorMessage } from './error-text';
