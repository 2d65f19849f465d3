import { type Locale, translate } from '@app/i18n';
import { followerHearsOf } from '../../authz';
import type { Queryable } from '../../db';
import { queueMails } from '../../mail/delivery';
import { onReportAction } from '../reports';

/**
 * Someone who reported without an account hears of their errand as a tenant would: a mail per
 * change that concerns them (authz `followerHearsOf`), booked in the change's transaction. The
 * mail carries no link: only the token's hash is kept, so it points to the first mail's link.
 */
async function tellFollowers(
  q: Queryable,
  action: { reportId: string; kind: string; visibility: string; actorRole: string | null },
): Promise<void> {
  if (!followerHearsOf(action)) return;
  const followers = await q.query<{ email: string; number: number; whatBroke: string; language: Locale }>(
    `SELECT l.email, r.number, r.what_broke, r.language FROM errand_links l JOIN reports r ON r.id = l.report_id
      WHERE l.report_id = $1 AND l.purpose = 'follow' AND l.revoked_at IS NULL`,
    [action.reportId],
  );
  if (followers.length === 0) return;
  await queueMails(
    q,
    followers.map((f) => {
      const t = (key: string) => translate(f.language, key, { number: f.number, title: f.whatBroke });
      const text = [
        t('mail.greeting'),
        '',
        t('publicReport.mail.update.intro'),
        '',
        t('mail.signature'),
      ].join('\n');
      return { to: f.email, kind: 'public_update', subject: t('publicReport.mail.update.subject'), text };
    }),
  );
}

/** At start-up (app.ts). */
export function registerFollowHooks(): void {
  onReportAction(tellFollowers);
}
