import type { Role } from '@app/contract';
import { calendarVisitsSql } from '../../authz';
import type { Actor } from '../../authz/actor';
import type { Queryable } from '../../db';
import { SqlParams } from '../../lib/sql';
import type { VisitEvent } from './visit-ics';

/** Calendar feeds (table calendar_feeds) and the visits they show. */

export async function findFeed(q: Queryable, userId: string): Promise<{ created: string } | undefined> {
  const [row] = await q.query<{ created: string }>(
    'SELECT created_at AS created FROM calendar_feeds WHERE user_id = $1',
    [userId],
  );
  return row;
}

/** A new token for the user's feed, replacing any older one. */
export async function replaceFeed(
  q: Queryable,
  userId: string,
  tokenHash: string,
): Promise<{ created: string }> {
  const [row] = await q.query<{ created: string }>(
    `INSERT INTO calendar_feeds (user_id, token_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()
     RETURNING created_at AS created`,
    [userId, tokenHash],
  );
  return row!;
}

export async function deleteFeed(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
}

export interface FeedOwner extends Actor {
  role: Role;
  locale: 'sv' | 'en';
}

/** The enabled account a feed token belongs to, as an actor. */
export async function feedOwner(q: Queryable, tokenHash: string): Promise<FeedOwner | undefined> {
  const [row] = await q.query<FeedOwner>(
    `SELECT u.id, u.role, u.organisation_id, u.locale, c.id AS contractor_id
       FROM calendar_feeds f
       JOIN users u ON u.id = f.user_id AND NOT u.disabled
       LEFT JOIN contractors c ON c.user_id = u.id
      WHERE f.token_hash = $1`,
    [tokenHash],
  );
  return row;
}

/**
 * How many visit entries a report's timeline holds (those `also` keeps): one more than the
 * SEQUENCE of the visit's latest version.
 */
export const VISIT_SEQUENCE_SQL = (r: string, also = 'true') =>
  `(SELECT count(*)::int FROM report_actions a
     WHERE a.report_id = ${r} AND a.kind IN ('visit_planned', 'visit_moved', 'visit_cancelled') AND ${also})`;

/** A feed's visits: those planned from 90 days back on, within the holder's reach. */
export async function feedVisits(
  q: Queryable,
  owner: Actor,
  link: (reportId: string) => string,
): Promise<VisitEvent[]> {
  const p = new SqlParams();
  const rows = await q.query<Omit<VisitEvent, 'link'>>(
    `SELECT r.id AS report_id, r.number, r.what_broke, p.address, p.city, v.starts_at, v.ends_at,
            ${VISIT_SEQUENCE_SQL('r.id')} - 1 AS sequence
       FROM report_visits v
       JOIN reports r ON r.id = v.report_id
       JOIN properties p ON p.id = r.property_id
      WHERE ${calendarVisitsSql(p, owner)} AND v.ends_at > now() - interval '90 days'
      ORDER BY v.starts_at`,
    p.values,
  );
  return rows.map((r) => ({
    ...r,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    link: link(r.reportId),
  }));
}

const iso = (t: string | Date) => new Date(t).toISOString();
