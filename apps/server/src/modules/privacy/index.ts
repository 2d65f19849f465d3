/** Personal data: export, erasure and retention (docs/PRODUCT.md, decisions 0039 and 0044). */
export { enqueueRetention, RETENTION_JOB, registerRetentionJobs, runRetention } from './retention.job';
export { lastRetentionRun } from './retention.repo';
