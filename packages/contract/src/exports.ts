import { z } from 'zod';
import { ReportListQuery } from './reports';

/** `semicolon` for Swedish Excel (the decimal comma), `comma` for everything else. */
export const CsvDelimiter = z.enum(['semicolon', 'comma']);
export type CsvDelimiter = z.infer<typeof CsvDelimiter>;

/**
 * GET /api/reports/export: the errand list's own filters and sort (exactly what the list
 * shows, every page of it) and the delimiter. Paging is ignored: the export is the whole list.
 */
export const ReportExportQuery = ReportListQuery.extend({
  delimiter: CsvDelimiter.default('semicolon'),
}).strict();
export type ReportExportQuery = z.infer<typeof ReportExportQuery>;
