import type { Language } from '@app/contract';
import { translate } from '@app/i18n';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** One visit as a calendar event: what the invite and the feed both say of it. */
export interface VisitEvent {
  reportId: string;
  number: number;
  whatBroke: string;
  address: string;
  city: string | null;
  startsAt: string;
  endsAt: string;
  /** How many times the visit was planned, moved or cancelled before: calendars keep the highest. */
  sequence: number;
  /** The errand in the web app, for the one who reads the calendar. */
  link: string;
}

const PROD_ID = { company: 'felanmalan', product: 'visits', language: 'SV' };

/**
 * The visit's one UID, the same in every invite, update, cancellation and feed, so a calendar
 * keeps one event per errand's visit and replaces it when the visit moves. The host makes it
 * unique to this installation.
 */
export function visitUid(reportId: string, publicUrl: string): string {
  return `visit-${reportId}@${new URL(publicUrl).host}`;
}

function eventOf(v: VisitEvent, locale: Language, publicUrl: string, cancelled = false) {
  return {
    id: visitUid(v.reportId, publicUrl),
    sequence: v.sequence,
    start: new Date(v.startsAt),
    end: new Date(v.endsAt),
    stamp: new Date(),
    summary: translate(locale, 'calendar.summary', { number: String(v.number), title: v.whatBroke }),
    location: v.city ? `${v.address}, ${v.city}` : v.address,
    // The description says where to read more; how to get in stays in the app (a calendar is shared easily).
    description: translate(locale, 'calendar.description', { link: v.link }),
    url: v.link,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/** An invite to one visit (METHOD:REQUEST), or its cancellation (METHOD:CANCEL). */
export function visitInvite(
  v: VisitEvent,
  opts: { locale: Language; publicUrl: string; organizer: string; cancelled?: boolean },
): string {
  const cal = ical({
    prodId: PROD_ID,
    method: opts.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  cal.createEvent({
    ...eventOf(v, opts.locale, opts.publicUrl, opts.cancelled),
    // An invite asks for an organizer (RFC 5546): the app's sender stands for the organisation.
    organizer: { name: translate(opts.locale, 'calendar.organizer'), email: opts.organizer },
  });
  return cal.toString();
}

/** A person's feed: every visit planned for them, as one published calendar. */
export function visitFeed(visits: readonly VisitEvent[], locale: Language, publicUrl: string): string {
  const cal = ical({
    prodId: PROD_ID,
    method: ICalCalendarMethod.PUBLISH,
    name: translate(locale, 'calendar.feedName'),
    // Calendar programs look again this often (seconds).
    ttl: 3600,
  });
  for (const v of visits) cal.createEvent(eventOf(v, locale, publicUrl));
  return cal.toString();
}

/** The address in a sender like "Felanmälan <no-reply@example.se>". */
export function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
