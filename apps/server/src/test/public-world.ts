import { apiSuite } from './api-suite';
import { createOrgWorld } from './org-world';
import { listeningInbox } from './smtp-inbox';

/**
 * Reporting without an account: organisations A and B with a real SMTP inbox the server mails
 * to, and the rate limits on or off as the file tests them.
 */
export function publicReportSuite(rateLimits: 'on' | 'off') {
  const smtp = listeningInbox();
  const s = apiSuite(
    async (db) => ({ a: await createOrgWorld(db, 'Alfa'), b: await createOrgWorld(db, 'Beta') }),
    // Asked when the server starts, once the inbox listens.
    () => ({ env: { SMTP_URL: smtp.url, RATE_LIMITS: rateLimits } }),
  );
  /** A place's public code, asked for by its manager. */
  const codeOf = async (kind: 'property' | 'premises' | 'equipment', id: string, token = s.a.manager.token) =>
    (await s.api.get(`/api/places/${kind}/${id}/public-code`, { token })).body.code as string;
  /** Confirms a held submission with the code its sender typed. */
  const confirm = (submissionId: string, code: unknown) =>
    s.api.post(`/api/public/submissions/${submissionId}/confirm`, { code });
  return { s, smtp, codeOf, confirm };
}
