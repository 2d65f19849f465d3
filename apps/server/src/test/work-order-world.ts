import { expect } from 'vitest';
import type { UploadFile } from './files';
import { insertReport } from './org-world';
import { publicReportSuite } from './public-world';

/**
 * Outside contractors' work-order links: organisations A and B with a real SMTP inbox, an errand
 * of A to send, and helpers that send it as A's manager and read the token from the mail.
 */
export function workOrderSuite(rateLimits: 'on' | 'off') {
  const { s, smtp } = publicReportSuite(rateLimits);
  const links = (id: string) => `/api/reports/${id}/work-order-links`;

  /** An Open errand of A reported by A's tenant (or of B). */
  const newErrand = async (world: 'a' | 'b' = 'a') => {
    const w = s[world];
    const row = await insertReport(s.server.db, {
      organisationId: w.org.id,
      propertyId: w.property.id,
      premisesId: w.premises.id,
      reporterId: w.tenant.id,
    });
    return row.id;
  };

  /** The token of the last work-order mail to `to`. */
  const mailedToken = (to: string) => {
    const mail = smtp.to(to).at(-1)!;
    return /\/w\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1]!;
  };

  /** A's manager sends errand `id` to `email`; answers the link row and its mailed token. */
  const send = async (id: string, email: string, name = 'Rör & Co AB') => {
    const res = await s.api.post(links(id), { email, name }, { token: s.a.manager.token });
    expect(res.status).toBe(201);
    return { link: res.body, token: mailedToken(email.toLowerCase()) };
  };

  /** Posts a work order of errand `id` as the manager with `token` (A's unless told); answers as is. */
  const sendAs = (id: string, body: { email: string; name?: string }, token = s.a.manager.token) =>
    s.api.post(links(id), body, { token });

  const wo = (token: string, rest = '') => `/api/public/work-orders/${token}${rest}`;

  /** Posts photos through the link, as the page does (multipart/form-data). */
  const uploadThrough = async (token: string, files: UploadFile[]) => {
    const form = new FormData();
    for (const f of files)
      form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/jpeg' }), f.name);
    const res = await fetch(`${s.server.url}${wo(token, '/files')}`, { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as { items: { id: string; url: string }[] } };
  };

  return { s, smtp, links, newErrand, send, sendAs, wo, uploadThrough, mailedToken };
}
