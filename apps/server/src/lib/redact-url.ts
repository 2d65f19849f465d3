/**
 * URLs as they may be logged: the values of query parameters that carry a
 * secret (the hub's `access_token`, the `token` of reset and invitation pages,
 * anything named like a token, password, secret or code) and the token path
 * segment of `/api/auth/change-email/<token>`, of the capability links to one errand
 * (`/api/public/errands/<token>`, `/api/public/work-orders/<token>`) and of the pages they open
 * (`/f/<token>`, `/w/<token>`) become `[redacted]`. A token copied from a log must not sign
 * anyone in nor open an errand.
 */
const SECRET_PARAM = /token|password|secret|^code$|^key$|signature/i;
const SECRET_PATH =
  /^(\/api\/auth\/change-email\/|\/api\/public\/(?:errands|work-orders)\/|\/[fw]\/)[^/?#]+/i;
export const REDACTED = '[redacted]';

export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const q = withoutHash.indexOf('?');
  const path = (q === -1 ? withoutHash : withoutHash.slice(0, q)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (q === -1) return path;
  const query = withoutHash
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // not valid percent-encoding: judge the raw name
      }
      return eq !== -1 && SECRET_PARAM.test(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer with the URL redacted (logger.ts). */
export function serializeRequest(req: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
