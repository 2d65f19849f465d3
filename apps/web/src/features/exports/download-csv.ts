import type { CsvDelimiter } from '@app/contract';
import { ApiError, apiUrl, currentLocale, readAccessToken } from '../../lib/api';

/**
 * Fetches the errand export and counts its lines as they arrive, so a long export shows
 * how far it has come; the file is saved once whole. The list's query string is sent as
 * it is: the export is exactly what the list shows (paging aside).
 */
export async function downloadReportCsv(
  listQuery: string,
  delimiter: CsvDelimiter,
  onRows: (rows: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const query = new URLSearchParams(listQuery);
  query.delete('page');
  query.delete('pageSize');
  query.set('delimiter', delimiter);
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(apiUrl(`/api/reports/export?${query}`), {
    headers,
    credentials: 'include',
    signal,
  });
  if (!res.ok || !res.body) throw new ApiError(res.status, 'internal', res.statusText);
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
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
