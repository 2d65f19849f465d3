import type { NotificationData } from '@app/contract';
import { translate } from '@app/i18n';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { jobKind } from '../../jobs/job-kind';
import type { JobWorker } from '../../jobs/worker';
import type { ChannelRegistry } from './channels/registry';
import { errandPath, notificationLine } from './notification-text';
import { candidateById } from './recipients';

/** A contractor's new errands on the market of the past hour, told at once (booked by notify.jobs.ts). */
export const DIGEST_JOB = jobKind('digest', z.object({ userId: z.guid() }));

/** One message for the market notifications of the past hour whose reports are still on the market. */
export function registerDigestJob(
  worker: JobWorker,
  deps: Pick<Deps, 'db' | 'config'>,
  channels: ChannelRegistry,
): void {
  worker.register(DIGEST_JOB, async ({ userId }, { now }) => {
    await deps.db.transaction(async (q) => {
      const rows = await q.query<{
        id: string;
        reportId: string;
        data: NotificationData;
        stillOpen: boolean;
      }>(
        `UPDATE notifications n SET digest_due = NULL
           FROM reports r
          WHERE n.report_id = r.id AND n.recipient_id = $1 AND n.digest_due IS NOT NULL AND n.digest_due <= $2
          RETURNING n.id, n.report_id, n.data, (r.status = 'Open' AND r.contractor_id IS NULL) AS still_open`,
        [userId, now.toISOString()],
      );
      const open = rows.filter((r) => r.stillOpen);
      if (open.length === 0) return;
      const user = await candidateById(q, userId);
      if (!user) return;
      const t = (key: string, vars?: Record<string, string | number>) => translate(user.locale, key, vars);
      const subject = t(`notifications.mail.digestSubject_${open.length === 1 ? 'one' : 'other'}`, {
        count: open.length,
      });
      const items = open.map((n) => ({
        line: notificationLine(user.locale, 'market_new', n.data),
        link: `${deps.config.publicUrl}${errandPath(user.role, n.reportId)}`,
      }));
      const intro = t('notifications.mail.digestIntro');
      await channels.deliver(q, [{ to: user, kind: 'market_new', subject, intro, items }], now);
    });
  });
}
