import ICAL from 'ical.js';

/** One event of a parsed calendar file, as the tests compare it. */
export interface ParsedEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  summary: string;
  location: string;
  status: string | null;
}

/** A calendar file read by a calendar library (not by the code that wrote it): its METHOD and events. */
export function parseIcs(ics: string): { method: string | null; events: ParsedEvent[] } {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const events = cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      sequence: e.sequence,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      summary: e.summary,
      location: e.location,
      status: (v.getFirstPropertyValue('status') as string | null) ?? null,
    };
  });
  return { method: (cal.getFirstPropertyValue('method') as string | null) ?? null, events };
}
