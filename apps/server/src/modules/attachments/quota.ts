import type { Config } from '../../config';
import { AppError } from '../../http/errors';

const MB = 1024 * 1024;

/** What one errand may hold in all (docs/decisions/0026-photos-and-files.md). */
export interface ErrandQuota {
  maxFiles: number;
  maxBytes: number;
}

export const errandQuota = (config: Config): ErrandQuota => ({
  maxFiles: config.UPLOAD_MAX_ERRAND_FILES,
  maxBytes: Math.floor(config.UPLOAD_MAX_ERRAND_MB * MB),
});

/**
 * Refuses an upload that would take the errand past its quota: 409 `conflict`, since it is
 * the errand's state that refuses it (the same upload fits an errand with room), naming `files`.
 */
export function assertRoom(
  quota: ErrandQuota,
  used: { count: number; bytes: number },
  adding: readonly { size: number }[],
): void {
  const count = used.count + adding.length;
  const bytes = adding.reduce((sum, f) => sum + f.size, used.bytes);
  if (count > quota.maxFiles || bytes > quota.maxBytes)
    throw new AppError('conflict', [{ field: 'files', problem: 'errand_quota' }], 'attachments.errors.quota');
}
