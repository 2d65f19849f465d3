import { z } from 'zod';

/** A typed number as the server reads it: spaces out ("12 500"), a decimal comma as a point. */
export const plainNumber = (value: string) => value.trim().replace(/\s/g, '').replace(',', '.');

/**
 * An optional number field of a form: empty is undefined, anything else must match `pattern`
 * once written plainly (`message` is the catalogue key of the field's problem).
 */
export const optionalNumber = (pattern: RegExp, message: string) =>
  z
    .string()
    .refine((v) => plainNumber(v) === '' || pattern.test(plainNumber(v)), message)
    .transform((v) => (plainNumber(v) === '' ? undefined : Number(plainNumber(v))));

/** Kronor with at most two decimals ("12 500,50"). */
export const AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
