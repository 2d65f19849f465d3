/**
 * The SignalR JSON hub protocol (version 1), the parts a server needs:
 * records are JSON texts each ended by the record separator 0x1E; the first
 * record from the client is the handshake request.
 * https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md
 */

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

/**
 * Close reasons sent in close messages (and in handshake errors). They are
 * codes for programs, like the API's error codes; clients show their own
 * translated text for the connection state.
 */
export const CloseReason = {
  unauthenticated: 'unauthenticated',
  forbiddenOrigin: 'forbidden_origin',
  tokenExpired: 'token_expired',
  sessionEnded: 'session_ended',
  slowConsumer: 'slow_consumer',
  shuttingDown: 'server_shutting_down',
  clientTimeout: 'client_timeout',
  invalidMessage: 'invalid_message',
} as const;
export type CloseReason = (typeof CloseReason)[keyof typeof CloseReason];

/** One record: the JSON text followed by the separator. */
export function frame(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

export const PING = frame({ type: MessageType.Ping });
export const HANDSHAKE_OK = frame({});

export function closeMessage(error: CloseReason, allowReconnect: boolean): string {
  return frame(
    allowReconnect ? { type: MessageType.Close, error, allowReconnect } : { type: MessageType.Close, error },
  );
}

export function invocation(target: string, args: readonly unknown[]): string {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}

/**
 * Splits received text into complete records. A WebSocket message holds whole
 * records, so a missing trailing separator means a malformed message.
 */
export function splitRecords(text: string): string[] | null {
  if (!text.endsWith(RECORD_SEPARATOR)) return null;
  return text.slice(0, -1).split(RECORD_SEPARATOR);
}

export type HandshakeResult = { ok: true } | { ok: false; error: string };

/** Checks a handshake request: only the JSON protocol, version 1, is spoken here. */
export function checkHandshake(record: string): HandshakeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return { ok: false, error: 'Handshake request is not valid JSON.' };
  }
  if (typeof parsed !== 'object' || parsed === null)
    return { ok: false, error: 'Invalid handshake request.' };
  const { protocol, version } = parsed as { protocol?: unknown; version?: unknown };
  if (protocol !== 'json')
    return { ok: false, error: `Requested protocol '${String(protocol)}' is not available.` };
  if (version !== 1)
    return { ok: false, error: `Requested protocol version '${String(version)}' is not supported.` };
  return { ok: true };
}

/** What the server does with one client record after the handshake. */
export type ClientAction =
  | { kind: 'ignore' }
  | { kind: 'close' }
  | { kind: 'reply'; text: string }
  | { kind: 'invalid' };

/**
 * This hub has no client-callable methods: an invocation that expects an
 * answer gets a completion with an error, as ASP.NET Core answers an unknown
 * method; pings, acknowledgements and cancellations need nothing.
 */
export function handleClientRecord(record: string): ClientAction {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return { kind: 'invalid' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'invalid' };
  const msg = parsed as { type?: unknown; target?: unknown; invocationId?: unknown };
  switch (msg.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      if (typeof msg.invocationId !== 'string') return { kind: 'ignore' };
      const target = typeof msg.target === 'string' ? msg.target.slice(0, 100) : '';
      return {
        kind: 'reply',
        text: frame({
          type: MessageType.Completion,
          invocationId: msg.invocationId.slice(0, 100),
          error: `Unknown hub method '${target}'`,
        }),
      };
    }
    case MessageType.Close:
      return { kind: 'close' };
    case MessageType.Ping:
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.CancelInvocation:
    case MessageType.Ack:
    case MessageType.Sequence:
      return { kind: 'ignore' };
    default:
      return { kind: 'invalid' };
  }
}
