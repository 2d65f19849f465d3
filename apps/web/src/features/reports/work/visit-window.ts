/**
 * A visit window as the form shows it (a local date and two local times) and as the API takes
 * it (ISO instants). A window ending at or before its start is taken to end the next day
 * (night work); the server still checks the 12-hour limit.
 */
export interface WindowFields {
  date: string;
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function toWindow({ date, from, to }: WindowFields): { startsAt: string; endsAt: string } {
  const start = new Date(`${date}T${from}`);
  const end = new Date(`${date}T${to}`);
  if (end <= start) end.setDate(end.getDate() + 1);
  return { startsAt: start.toISOString(), endsAt: end.toISOString() };
}

export function fromWindow(startsAt: string, endsAt: string): WindowFields {
  const s = new Date(startsAt);
  const e = new Date(endsAt);
  return {
    date: `${s.getFullYear()}-${pad(s.getMonth() + 1)}-${pad(s.getDate())}`,
    from: `${pad(s.getHours())}:${pad(s.getMinutes())}`,
    to: `${pad(e.getHours())}:${pad(e.getMinutes())}`,
  };
}

/** The next whole hour, two hours long, for a new plan. */
export function suggestedWindow(now = new Date()): WindowFields {
  const start = new Date(now);
  start.setHours(start.getHours() + 1, 0, 0, 0);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  return fromWindow(start.toISOString(), end.toISOString());
}
