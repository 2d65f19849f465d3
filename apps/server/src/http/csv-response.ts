import type { Locale } from '@app/i18n';
import { translate } from '@app/i18n';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { sendDownload } from './download';

/** A CSV answer in the OpenAPI document: `text/csv`, not JSON (the text is sent as it is). */
export const CSV_RESPONSE = {
  description: 'text/csv, UTF-8 with a byte-order mark',
  content: { 'text/csv': { schema: z.string() } },
};

/**
 * Sends a CSV text built in one piece as a download named after the catalogue key
 * `fileNameKey` and today's date (`statistik-2026-05-01.csv`), never cached.
 */
export function sendCsv(reply: FastifyReply, locale: Locale, fileNameKey: string, body: string) {
  const name = `${translate(locale, fileNameKey)}-${new Date().toISOString().slice(0, 10)}.csv`;
  return sendDownload(reply, 'text/csv; charset=utf-8', name, body);
}
