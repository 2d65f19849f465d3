import { createHash, randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@app/contract';
import { z } from 'zod';
import type { Queryable } from '../../db';
import { jobKind } from '../../jobs/job-kind';
import { enqueueJobs } from '../../jobs/jobs.repo';
import { type ActionHook, onReportAction } from '../reports';
import { insertDelivery, subscribersOf } from './webhooks.repo';

type ActionRow = Parameters<ActionHook>[1];

/** The delivery of one stored webhook event to one subscription. */
export const WEBHOOK_JOB = jobKind('webhook', z.object({ deliveryId: z.guid() }));
/** Backoff doubles from 10 s to an hour: twelve tries span about six hours. */
export const WEBHOOK_MAX_ATTEMPTS = 12;

/** Which webhook events an errand's timeline entry is. */
export function eventsOf(a: Pick<ActionRow, 'kind' | 'fromStatus' | 'toStatus'>): WebhookEvent[] {
  const types: WebhookEvent[] = [];
  if (a.kind === 'created') types.push('errand.created');
  else if (a.fromStatus && a.toStatus && a.fromStatus !== a.toStatus) {
    types.push('errand.status_changed');
    if (a.toStatus === 'Closed') types.push('errand.closed');
  }
  if (a.kind === 'visit_planned' || a.kind === 'visit_moved') types.push('errand.visit_planned');
  if (a.kind === 'done') types.push('errand.done');
  if (a.kind === 'rated') types.push('errand.rated');
  return types;
}

/** The same id for the same entry and event type, wherever it is computed. */
function eventId(actionId: string, type: string): string {
  const h = createHash('sha256').update(`${actionId}:${type}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * What an event says of its errand: the fields any of the organisation's staff reads, and no
 * text written on the errand besides its title: no description, messages, internal notes,
 * contact details or rating comment (docs/decisions/0042). The rest is read with a token.
 */
async function errandSummary(q: Queryable, reportId: string) {
  const [row] = await q.query(
    `SELECT r.id, r.number, r.status, r.priority, r.trade, r.what_broke AS title, r.property_id,
            r.premises_id, r.contractor_id, r.created_at AS created, r.closed_at AS closed
       FROM reports r WHERE r.id = $1`,
    [reportId],
  );
  return row;
}

async function changeOf(q: Queryable, a: ActionRow, type: WebhookEvent) {
  const change: Record<string, unknown> = { fromStatus: a.fromStatus, toStatus: a.toStatus };
  if (type === 'errand.visit_planned') change.visit = { startsAt: a.visitStartsAt, endsAt: a.visitEndsAt };
  if (type === 'errand.rated') {
    const [rating] = await q.query<{ score: number }>(
      'SELECT score FROM report_ratings WHERE report_id = $1',
      [a.reportId],
    );
    change.rating = rating ? { score: rating.score } : null;
  }
  return change;
}

/** An event's body, as it is signed and sent. */
export function eventBody(e: { id: string; type: string; organisationId: string; data: unknown }): string {
  return JSON.stringify({
    id: e.id,
    type: e.type,
    created: new Date().toISOString(),
    organisationId: e.organisationId,
    data: e.data,
  });
}

/** Stores a delivery and books its job, in the caller's transaction. */
export async function queueDelivery(
  q: Queryable,
  d: { subscriptionId: string; eventId: string; eventType: string; body: string },
): Promise<string | null> {
  const id = await insertDelivery(q, d);
  if (id)
    await enqueueJobs(q, [
      WEBHOOK_JOB.of({ deliveryId: id }, { dedupeKey: `webhook:${id}`, maxAttempts: WEBHOOK_MAX_ATTEMPTS }),
    ]);
  return id;
}

/** Every timeline entry that is an event books one delivery per subscription wanting it. */
async function bookWebhooks(q: Queryable, action: ActionRow): Promise<void> {
  const types = eventsOf(action);
  if (types.length === 0) return;
  const subscribers = await subscribersOf(q, action.organisationId, types);
  if (subscribers.length === 0) return;
  const errand = await errandSummary(q, action.reportId);
  for (const type of types) {
    const wanting = subscribers.filter((s) => s.events.includes(type));
    if (wanting.length === 0) continue;
    const id = eventId(action.id, type);
    const data = { errand, change: await changeOf(q, action, type) };
    const body = eventBody({ id, type, organisationId: action.organisationId, data });
    for (const s of wanting)
      await queueDelivery(q, { subscriptionId: s.id, eventId: id, eventType: type, body });
  }
}

/** Registered once at start-up (app.ts), like the notification hooks. */
export function registerWebhookHooks(): void {
  onReportAction(bookWebhooks);
}

export const newEventId = () => randomUUID();
