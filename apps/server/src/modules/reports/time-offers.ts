import type { OfferedWindow, TimeOfferUpdate } from '@app/contract';
import { AppError } from '../../http/errors';
import { visitWindowProblems } from './visits';

/**
 * Windows checked as a visit window would be (docs/PRODUCT.md "Visits"), each problem under
 * `prefix(i)` and its field ("windows.1.startsAt", "times.windows.1.startsAt" when filing).
 */
export function checkOfferedWindows(
  windows: readonly { startsAt: string; endsAt: string }[],
  prefix: (i: number) => string,
  now: number,
): void {
  const problems = windows.flatMap((w, i) =>
    visitWindowProblems(w, now).map((p) => ({ ...p, field: `${prefix(i)}${p.field}` })),
  );
  if (problems.length) throw new AppError('validation_failed', problems);
}

/** The offer as stored: checked, times in UTC, earliest window first, an empty note none. */
export function offeredTimes(
  body: TimeOfferUpdate,
  now: number,
  field = '',
): { windows: OfferedWindow[]; note: string | null; anyTime: boolean } {
  checkOfferedWindows(body.windows, (i) => `${field}windows.${i}.`, now);
  const windows = body.windows
    .map((w) => ({ startsAt: new Date(w.startsAt).toISOString(), endsAt: new Date(w.endsAt).toISOString() }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { windows, note: body.note || null, anyTime: body.anyTime };
}
