import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorEnvelope, errorStatus, type FieldIssue } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { closeAnsweredUpgrade } from './upgrade';

function fieldMessage(locale: Locale, problem: string): string {
  const key = `fieldErrors.${problem}`;
  const text = translate(locale, key);
  return text === key ? translate(locale, 'fieldErrors.custom') : text;
}

function localise(locale: Locale, issues: Omit<FieldIssue, 'message'>[]): FieldIssue[] {
  return issues.map((i) => ({ ...i, message: fieldMessage(locale, i.problem) }));
}

/** Postgres error codes that are caused by the request, not by us. */
function fromDatabaseError(err: { code?: string; constraint?: string }): AppError | undefined {
  switch (err.code) {
    case '23505':
      return new AppError('conflict', undefined, 'errors.conflict');
    case '23503':
      return new AppError('conflict', undefined, 'errors.conflict');
    case '22P02':
    case '23514':
    case '22001':
      return new AppError('validation_failed', [{ field: err.constraint ?? '', problem: 'invalid_value' }]);
    default:
      return undefined;
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const POOL_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/**
 * The database cannot be reached (network, restart, failover, pool exhausted):
 * the request is fine and may be retried, so it answers 503, not 500.
 */
function isDatabaseUnavailable(err: { code?: string; message?: string }): boolean {
  const code = err.code ?? '';
  if (NETWORK_CODES.has(code)) return true;
  // SQLSTATE class 08 (connection exception), shutdowns (57P01-03), too many connections.
  if (/^08...$/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  return POOL_MESSAGES.test(err.message ?? '');
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = (error as { validationContext?: string }).validationContext;
    const details: Omit<FieldIssue, 'message'>[] = [];
    for (const v of error.validation) {
      const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const keys = (v.params as { keys?: string[] }).keys;
      const missing = v.keyword === 'invalid_type' && (v.params as { input?: unknown }).input === undefined;
      if (v.keyword === 'unrecognized_keys' && keys) {
        for (const k of keys)
          details.push({ field: path ? `${path}.${k}` : k, problem: 'unrecognized_keys' });
      } else {
        details.push({ field: path || (where ?? ''), problem: missing ? 'required' : v.keyword });
      }
    }
    return new AppError('validation_failed', details);
  }
  const e = error as FastifyError & { code?: string; constraint?: string };
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413)
    return new AppError('payload_too_large');
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || e.statusCode === 415)
    return new AppError('unsupported_media_type');
  if (e.statusCode === 429) return new AppError('rate_limited');
  const db = fromDatabaseError(e);
  if (db) return db;
  if (isDatabaseUnavailable(e))
    return new AppError('unavailable', undefined, undefined, { 'retry-after': '5' });
  // Malformed JSON, empty bodies with a JSON type and similar client mistakes.
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 404) return new AppError('not_found');
    return new AppError('validation_failed', [{ field: '', problem: 'invalid_format' }]);
  }
  return new AppError('internal');
}

/**
 * A limit's message says how long to wait (from its Retry-After): "wait 15 minutes", not "a
 * moment", so someone locked out of signing in knows whether to wait or to reset the password.
 */
function rateLimitMessage(locale: Locale, err: AppError): string | undefined {
  const seconds = Number(err.headers?.['retry-after']);
  // A limit with its own words (the chat's daily budget: "too many messages today") keeps them.
  if (err.code !== 'rate_limited' || err.messageKey || !Number.isFinite(seconds) || seconds <= 0)
    return undefined;
  const [unit, count] = seconds < 90 ? ['Seconds', Math.ceil(seconds)] : ['Minutes', Math.ceil(seconds / 60)];
  // translate() has no plural rules; the catalogue's _one/_other keys are picked here.
  return translate(locale, `errors.rateLimited${unit}_${count === 1 ? 'one' : 'other'}`, { count });
}

export function errorBody(locale: Locale, err: AppError): ErrorEnvelope {
  const message = rateLimitMessage(locale, err) ?? translate(locale, err.messageKey ?? `errors.${err.code}`);
  const body: ErrorEnvelope = { error: { code: err.code, message } };
  if (err.details?.length) body.error.details = localise(locale, err.details);
  return body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: AppError) {
  if (err.headers) reply.headers(err.headers);
  // The envelope is built here, so it skips the route's response schemas: a route declaring a
  // schema for the same status (/health's 503) must not turn an error into a serialization 500.
  return reply
    .status(errorStatus[err.code])
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(errorBody(request.locale, err));
}

/**
 * Errors of the router before any route runs (a malformed URL, a path parameter
 * longer than the router allows): the same envelope as every other error.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook runs for these, the onSend that closes an answered upgrade's connection neither.
  closeAnsweredUpgrade(request, reply);
  return sendError(request, reply, toAppError(error));
}

/**
 * Writes an error envelope straight onto a socket no reply owns (Node's parser refused the
 * request, or its body stalled), with `Connection: close`: the caller destroys the socket.
 */
export function writeRawError(socket: Duplex, locale: Locale, appError: AppError): void {
  if (!socket.writable) return;
  const body = JSON.stringify(errorBody(locale, appError));
  const status = errorStatus[appError.code];
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them. A request line
 * or headers over the size limit answer 413 `payload_too_large` (the closed set
 * has no 431), a request that did not arrive in time 408 `request_timeout`, other
 * unparsable requests 400, all in the envelope; the connection is closed after
 * the answer, as Node does by default.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('payload_too_large')
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('request_timeout')
        : new AppError('validation_failed', [{ field: '', problem: 'invalid_format' }]);
  writeRawError(socket, 'sv', appError);
  socket.destroy(err);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    // The caller's mistakes are logged at info, with what was refused: only our own failures
    // (500) reach the error level, so an alert on it means the server, not a client.
    if (errorStatus[appError.code] < 500)
      request.log.info({ code: appError.code, details: appError.details }, 'request refused');
    if (appError.code === 'unavailable') request.log.warn({ err: error }, 'database unavailable');
    if (appError.code === 'internal') {
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      } else {
        request.log.error({ err: error }, 'unhandled error');
      }
    }
    return sendError(request, reply, appError);
  });
}
