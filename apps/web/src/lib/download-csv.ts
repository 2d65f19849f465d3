import type { CsvDelimiter } from '@app/contract';
import { apiErrorForStatus, apiUrl, currentLocale, networkError, readAccessToken, toApiError } from './api';

/**
 * Fetches a CSV from the API and saves it under the server's file name, counting its lines
 * as they arrive so a long download can show how far it has come.
 */
export async function downloadCsv(
  path: string,
  onRows: (rows: number) => void = () => {},
  signal?: AbortSignal,
): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(apiUrl(path), { headers, credentials: 'include', signal });
  } catch (error) {
    throw networkError(error);
  }
  if (!res.ok) throw await toApiError(res);
  if (!res.body) throw apiErrorForStatus(500);
  const parts: Uint8Array[] = [];
  const reader = res.body.getReader();
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    // Every line ends in CRLF; a newline inside a quoted field miscounts a little, which a progress bar forgives.
    for (const byte of value) if (byte === 10) lines++;
    onRows(Math.max(0, lines - 1));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const type = res.headers.get('content-type') ?? 'text/csv;charset=utf-8';
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Any download the API names (a person's data as a ZIP): saved under the server's file name. */
export const downloadFile = (path: string) => downloadCsv(path);

/** The errand export: the list's query string as it is (the export is exactly what the list shows), without paging. */
export function downloadReportCsv(
  listQuery: string,
  delimiter: CsvDelimiter,
  onRows: (rows: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const query = new URLSearchParams(listQuery);
  query.delete('page');
  query.delete('pageSize');
  query.set('delimiter', delimiter);
  return downloadCsv(`/api/reports/export?${query}`, onRows, signal);
}
