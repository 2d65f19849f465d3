/** The exports module's entry point: the export worker's counts, which the metrics report. */
export { exportWorkerCounts } from './export-thread';
