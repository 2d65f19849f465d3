import { z } from 'zod';

/** A CSV answer in the OpenAPI document: `text/csv`, not JSON (the text is sent as it is). */
export const CSV_RESPONSE = {
  description: 'text/csv, UTF-8 with a byte-order mark',
  content: { 'text/csv': { schema: z.string() } },
};
