import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Listener } from './audience';
import {
  CloseReason,
  checkHandshake,
  closeMessage,
  frame,
  HANDSHAKE_OK,
  handleClientRecord,
  PING,
  splitRecords,
} from './protocol';

export interface HubLimits {
  /** Server pings; well inside the official client's 30 s serverTimeout. */
  pingIntervalMs: number;
  /** Silence after which a client counts as gone (the client pings every 15 s). */
  clientTimeoutMs: number;
  handshakeTimeoutMs: number;
  /** How often an open socket's token and session are checked again. */
  recheckIntervalMs: number;
  /** Unsent bytes a socket may hold before it is closed as too slow. */
  maxBufferedBytes: number;
  /** Time a closed socket gets to finish the WebSocket close before it is cut. */
  closeGraceMs: number;
}

export const defaultHubLimits: HubLimits = {
  pingIntervalMs: 15_000,
  clientTimeoutMs: 60_000,
  handshakeTimeoutMs: 15_000,
  recheckIntervalMs: 60_000,
  maxBufferedBytes: 1024 * 1024,
  closeGraceMs: 5_000,
};

/** How the upgrade request was judged before the socket opened. */
export type Admission =
  | { ok: true; listener: Listener; expiresAt: number | null }
  | { ok: false; reason: CloseReason };

export interface HubClientHooks {
  limits: HubLimits;
  log: FastifyBaseLogger;
  /** Called once the handshake succeeded for an admitted listener. */
  onReady(client: HubClient): void;
  onClosed(client: HubClient): void;
  /** Checks the token and session again; null when they no longer count. Throws when it cannot tell. */
  revalidate(): Promise<Listener | null>;
}

/** One WebSocket on /reportHub: handshake, pings, client messages, back-pressure, token lifetime. */
export class HubClient {
  listener: Listener | null;
  private handshaken = false;
  private closed = false;
  private lastSeen = Date.now();
  private handshakeTimer: NodeJS.Timeout | undefined;
  private recheckTimer: NodeJS.Timeout | undefined;
  private readonly closedPromise: Promise<void>;

  constructor(
    private readonly ws: WebSocket,
    private readonly admission: Admission,
    private readonly hooks: HubClientHooks,
  ) {
    this.listener = admission.ok ? admission.listener : null;
    this.closedPromise = new Promise((resolve) => ws.once('close', () => resolve()));
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', () => this.finish());
    ws.on('error', () => ws.terminate());
    this.handshakeTimer = setTimeout(() => ws.terminate(), hooks.limits.handshakeTimeoutMs);
  }

  /** Sends one prepared frame unless the socket is closing or too far behind. */
  send(data: string | Buffer): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.hooks.limits.maxBufferedBytes) {
      this.hooks.log.warn({ buffered: this.ws.bufferedAmount }, 'hub client too slow, closing');
      this.close(CloseReason.slowConsumer, true);
      return;
    }
    // A shared Buffer goes out as a text frame: the JSON protocol is text.
    this.ws.send(data, { binary: false });
  }

  /** Called by the hub's ping timer: keeps the client's serverTimeout satisfied and drops silent clients. */
  tick(now: number): void {
    if (!this.handshaken || this.closed) return;
    if (now - this.lastSeen > this.hooks.limits.clientTimeoutMs) this.close(CloseReason.clientTimeout, true);
    else this.send(PING);
  }

  /** Sends a close message and closes; the socket is cut if the close does not finish in time. */
  close(reason: CloseReason, allowReconnect: boolean, code = 1000): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.stopTimers();
      this.hooks.onClosed(this);
      // Over the backlog limit, a close frame would queue behind what the client is not
      // reading and could even arrive as a clean 1000 much later: cut the socket now, so the
      // client sees an abnormal close and its automatic reconnect starts from fresh state.
      if (
        this.ws.readyState !== this.ws.OPEN ||
        this.ws.bufferedAmount > this.hooks.limits.maxBufferedBytes
      ) {
        this.ws.terminate();
      } else {
        this.ws.send(closeMessage(reason, allowReconnect));
        this.ws.close(code);
        setTimeout(() => this.ws.terminate(), this.hooks.limits.closeGraceMs).unref();
      }
    }
    return this.closedPromise;
  }

  /**
   * Checks the token and session now rather than at the next interval: the database said
   * the user changed (a logout, a disabled account), so their events stop at once.
   */
  recheckNow(): void {
    if (!this.handshaken || this.closed || !this.admission.ok) return;
    void this.recheck(this.admission.expiresAt);
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    this.lastSeen = Date.now();
    const records = isBinary ? null : splitRecords(data.toString());
    if (!records) {
      this.rejectInvalid();
      return;
    }
    for (const record of records) {
      if (this.closed) return;
      if (!this.handshaken) this.onHandshake(record);
      else this.onRecord(record);
    }
  }

  private onHandshake(record: string): void {
    clearTimeout(this.handshakeTimer);
    const result = checkHandshake(record);
    if (!result.ok) {
      this.closed = true;
      this.ws.send(frame({ error: result.error }));
      this.ws.close(1000);
      return;
    }
    this.handshaken = true;
    if (!this.admission.ok) {
      // One frame, so the official client's start() fails with this reason.
      this.closed = true;
      this.ws.send(HANDSHAKE_OK + closeMessage(this.admission.reason, false));
      this.ws.close(1000);
      setTimeout(() => this.ws.terminate(), this.hooks.limits.closeGraceMs).unref();
      return;
    }
    this.ws.send(HANDSHAKE_OK);
    this.scheduleRecheck(this.admission.expiresAt);
    this.hooks.onReady(this);
  }

  private onRecord(record: string): void {
    const action = handleClientRecord(record);
    if (action.kind === 'reply') this.send(action.text);
    else if (action.kind === 'close') this.closeQuietly();
    else if (action.kind === 'invalid') this.rejectInvalid();
  }

  /** The client said goodbye: nothing to tell it, just finish the WebSocket close. */
  private closeQuietly(): void {
    this.closed = true;
    this.stopTimers();
    this.hooks.onClosed(this);
    this.ws.close(1000);
    setTimeout(() => this.ws.terminate(), this.hooks.limits.closeGraceMs).unref();
  }

  private rejectInvalid(): void {
    if (!this.handshaken) {
      this.closed = true;
      this.ws.close(1002);
      return;
    }
    void this.close(CloseReason.invalidMessage, false);
  }

  /** Re-checks the session every interval, and closes the socket when its token expires. */
  private scheduleRecheck(expiresAt: number | null): void {
    const interval = this.hooks.limits.recheckIntervalMs * (0.9 + Math.random() * 0.2);
    const untilExpiry = expiresAt === null ? Number.POSITIVE_INFINITY : expiresAt - Date.now();
    const expiring = untilExpiry <= interval;
    this.recheckTimer = setTimeout(
      () => {
        if (expiring) void this.close(CloseReason.tokenExpired, true);
        else void this.recheck(expiresAt);
      },
      Math.max(0, expiring ? untilExpiry : interval),
    );
  }

  private async recheck(expiresAt: number | null): Promise<void> {
    try {
      const next = await this.hooks.revalidate();
      if (this.closed) return;
      if (!next) {
        // A check that ran into the token's last second fails for its expiry, not the session.
        const expired = expiresAt !== null && Date.now() >= expiresAt - 1000;
        if (expired) void this.close(CloseReason.tokenExpired, true);
        else void this.close(CloseReason.sessionEnded, false);
        return;
      }
      this.listener = next;
    } catch (err) {
      // The database did not answer: keep the socket and ask again next time.
      this.hooks.log.warn({ err }, 'hub session re-check failed');
    }
    // A re-check asked for in between may have scheduled the next one already.
    clearTimeout(this.recheckTimer);
    if (!this.closed) this.scheduleRecheck(expiresAt);
  }

  private stopTimers(): void {
    clearTimeout(this.handshakeTimer);
    clearTimeout(this.recheckTimer);
  }

  private finish(): void {
    this.stopTimers();
    if (!this.closed) {
      this.closed = true;
      this.hooks.onClosed(this);
    }
  }
}
