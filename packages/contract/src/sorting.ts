import { z } from 'zod';

/**
 * `?sort=` of a list: one of the resource's sortable fields, `-field` for descending.
 * A closed enum, so an unknown field answers 400 and the OpenAPI document lists the choices.
 */
export function sortParam<const F extends readonly [string, ...string[]]>(fields: F) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.enum(values).optional();
}
