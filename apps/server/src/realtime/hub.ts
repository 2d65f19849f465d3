import { hubEvents, type ReportHubPayload } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { KnownReportFacts } from '../authz';
import type { Queryable } from '../db';
import type { DomainEvent } from '../events/bus';
import { mayReceive, needsLookup } from './audience';
import { findReportAudience } from './hub.repo';
import type { HubClient, HubLimits } from './hub-client';
import { CloseReason, invocation } from './protocol';

const RECENT_REPORTS = 10_000;
/**
 * Sockets written per turn of the event loop. One socket's write is a system call (on loopback the
 * kernel's delivery too), so 10,000 in one go held the server for a tenth of a second: the change's
 * own answer and every other request waited behind it (bench/RESULTS.md, "Hub (2026-12-02)").
 */
export const SENDS_PER_TURN = 500;

/**
 * Sends one frame to every recipient, a turn of the event loop between chunks of them; a fan-out
 * to fewer than a chunk's sockets stays as it was, done before the next event.
 */
async function sendInTurns(recipients: HubClient[], frame: Buffer): Promise<void> {
  for (let i = 0; i < recipients.length; i += SENDS_PER_TURN) {
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (const client of recipients.slice(i, i + SENDS_PER_TURN)) client.send(frame);
  }
}

/**
 * The sockets of this instance and the delivery of bus events to them. Every
 * instance subscribes to the bus and serves only its own sockets.
 */
export class Hub {
  private readonly clients = new Set<HubClient>();
  /** Events are delivered one after another, so a lookup never reorders them. */
  private queue: Promise<void> = Promise.resolve();
  private readonly recent = new Map<string, Pick<KnownReportFacts, 'status' | 'trade' | 'contractorId'>>();
  private readonly pingTimer: NodeJS.Timeout;

  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    limits: HubLimits,
  ) {
    this.pingTimer = setInterval(() => {
      const now = Date.now();
      for (const client of [...this.clients]) client.tick(now);
    }, limits.pingIntervalMs);
    this.pingTimer.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  add(client: HubClient): void {
    this.clients.add(client);
  }

  remove(client: HubClient): void {
    this.clients.delete(client);
  }

  /**
   * Re-checks at once the sockets of a user whose account or sessions changed (a payload
   * that is not a user id: every socket), so a logout or a disabled account ends them now.
   */
  recheckUser(payload: string): void {
    const userId = /^[0-9a-f-]{36}$/i.test(payload) ? payload.toLowerCase() : undefined;
    for (const client of [...this.clients])
      if (userId === undefined || client.listener?.user.id === userId) client.recheckNow();
  }

  deliver(event: DomainEvent): Promise<void> {
    this.queue = this.queue
      .then(() => this.fanOut(event))
      .catch((err) => this.log.error({ err, type: event.type }, 'hub delivery failed'));
    return this.queue;
  }

  private async fanOut(event: DomainEvent): Promise<void> {
    if (this.clients.size === 0) return;
    // Only the contract's fields leave the server, whatever the publisher put in.
    const parsed = hubEvents[event.type]?.safeParse(event.payload);
    if (!parsed?.success) {
      this.log.warn({ type: event.type }, 'hub event does not match the contract, dropped');
      return;
    }
    const payload = parsed.data;
    if ('recipientId' in payload) {
      // A notification is for its recipient alone, on every connection they have.
      const frame = Buffer.from(invocation(event.type, [payload]));
      for (const client of this.clients)
        if (client.listener?.user.id === payload.recipientId) client.send(frame);
      return;
    }
    const facts: KnownReportFacts = { organisationId: payload.organisationId };
    if ('status' in payload) {
      facts.status = payload.status;
      facts.trade = payload.trade;
      facts.contractorId = payload.contractorId;
      this.remember(event.type, payload);
    } else {
      Object.assign(facts, this.recent.get(payload.reportId));
    }
    if ([...this.clients].some((c) => c.listener && needsLookup(c.listener, event.type, facts))) {
      const row = await findReportAudience(this.db, payload.reportId);
      if (row) {
        facts.status ??= row.status;
        facts.trade ??= row.trade;
        if (facts.contractorId === undefined) facts.contractorId = row.contractorId;
        facts.reporterId = row.reporterId;
      }
    }
    // Serialised once, shared by every recipient.
    const frame = Buffer.from(invocation(event.type, [payload]));
    const visibility = 'visibility' in payload ? payload.visibility : undefined;
    const recipients = [...this.clients].filter(
      (c) => c.listener && mayReceive(c.listener, event.type, facts, visibility),
    );
    await sendInTurns(recipients, frame);
  }

  /**
   * The state each report had in its latest event. A timeline event follows
   * the report event of the same change, so its audience is decided on that
   * state without a query (and without racing later changes).
   */
  private remember(type: DomainEvent['type'], p: ReportHubPayload): void {
    this.recent.delete(p.reportId);
    if (type === 'ReportDeleted') return;
    this.recent.set(p.reportId, { status: p.status, trade: p.trade, contractorId: p.contractorId });
    if (this.recent.size > RECENT_REPORTS) this.recent.delete(this.recent.keys().next().value!);
  }

  /** Tells every client to reconnect (to another instance) and waits for the sockets to close. */
  async shutdown(): Promise<void> {
    clearInterval(this.pingTimer);
    const closing = [...this.clients].map((c) => c.close(CloseReason.shuttingDown, true, 1001));
    await Promise.all(closing);
  }
}
