import { AppError } from '../../http/errors';

export const tooLarge = () => new AppError('payload_too_large', undefined, 'attachments.errors.tooLarge');
export const notAccepted = () => new AppError('unsupported_media_type', undefined, 'attachments.errors.type');

/**
 * What the multipart parser (busboy) throws for a body that is not a complete
 * multipart form: no boundary, an empty one, a body that ends before the closing
 * boundary, or no multipart at all. Plain errors without a code, so known by their text.
 */
const MALFORMED =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Unsupported Content-Type\.|Missing Content-Type-header\.)$/;

const malformed = () =>
  new AppError(
    'validation_failed',
    [{ field: '', problem: 'malformed_multipart' }],
    'attachments.errors.malformed',
  );

/** A boundary as RFC 2046 allows it: 1 to 70 characters, quoted or not. */
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/**
 * Refuses, before the parser sees it, a multipart body it cannot read as one: no boundary
 * or an empty one (the parser then either throws or reads nothing, depending on the body),
 * or no body at all.
 */
export function assertMultipartShape(
  contentType: string | undefined,
  contentLength: string | undefined,
): void {
  if (!BOUNDARY.test(contentType ?? '') || contentLength === '0') throw malformed();
}

/**
 * The parser's errors as the caller's mistakes: its limits say which limit was passed (413),
 * a malformed body is 400 `malformed_multipart`. Anything else stays what it was (a storage
 * or database failure is ours, not the caller's).
 */
export function uploadError(err: unknown): unknown {
  const { code, message } = err as { code?: string; message?: string };
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError('payload_too_large', undefined, 'attachments.errors.tooMany');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (
    err instanceof Error &&
    !(err instanceof AppError) &&
    code === undefined &&
    MALFORMED.test(message ?? '')
  )
    return malformed();
  return err;
}
