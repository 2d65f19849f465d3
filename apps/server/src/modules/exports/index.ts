/**
 * The exports module's entry point: the safe CSV writer and its response headers, which other
 * downloads (statistics) write with, and the export worker's counts for the metrics.
 */

export { BOM, csvLine, delimiterChar } from './csv';
export { CSV_RESPONSE } from './csv-response';
export { exportWorkerCounts } from './export-thread';
