import { z } from 'zod';

/** The closed set of error codes and the HTTP status each maps to. */
export const errorStatus = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  invalid_transition: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];
export const ErrorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

export const FieldIssue = z.object({
  /** Dotted path of the field, e.g. "email" or "items.0.name"; "" for the whole body. */
  field: z.string(),
  /** Machine-readable problem, e.g. "too_small", "invalid_format", "unrecognized_keys". */
  problem: z.string(),
  /** Translated, human-readable text for this field. */
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

export const ErrorEnvelope = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    details: z.array(FieldIssue).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
