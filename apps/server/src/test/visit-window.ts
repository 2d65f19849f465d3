const HOUR = 3_600_000;

/**
 * A visit window starting `inHours` after the real now, on the whole minute, lasting `hours`:
 * the API checks windows against the real clock, whatever clock the job worker is given.
 */
export function visitWindow(inHours: number, hours = 2): { startsAt: string; endsAt: string } {
  const start = new Date(Date.now() + inHours * HOUR);
  start.setSeconds(0, 0);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + hours * HOUR).toISOString() };
}
