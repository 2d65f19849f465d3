import {
  IdParams,
  NotificationListQuery,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  QueueStatus,
  ReminderSettings,
  UnreadCount,
  UnsubscribeAnswer,
  UnsubscribeQuery,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../auth/guard';
import type { Actor } from '../../authz/actor';
import { notificationKindsFor, reminderSettingsAccess } from '../../authz/notifications.policy';
import { ADMINS_ONLY } from '../../authz/route-roles';
import type { Deps } from '../../deps';
import { AppError, forbidden, notFound } from '../../http/errors';
import { operations } from '../../http/operation';
import { queueStats } from '../../jobs/jobs.repo';
import { lastRetentionRun } from '../privacy';
import {
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  updatePreferences,
} from './notifications.repo';
import { readUnsubscribeToken } from './unsubscribe-token';

/** The caller's notifications, their mail preferences, the unsubscribe link and the queue's state. */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps;
  const op = operations({ tags: ['notifications'], preHandler: guard() });
  /** The stored choices and the kinds this user can be told of (the settings show those). */
  const preferencesOf = async (user: Actor) => ({
    ...(await getPreferences(db, user.id)),
    kinds: [...notificationKindsFor(user)],
  });
  // Mail clients' one-click unsubscribe (RFC 8058) posts a form; the token in the query is all that counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, undefined),
  );

  app.get(
    '/api/notifications',
    op('listNotifications', { querystring: NotificationListQuery, ok: NotificationPage }),
    async (request) => {
      const { page, pageSize } = request.query;
      return { ...(await listNotifications(db, requireUser(request).id, page, pageSize)), page, pageSize };
    },
  );

  app.post(
    '/api/notifications/:id/read',
    op('markNotificationRead', { params: IdParams, ok: UnreadCount }),
    async (request) => {
      const user = requireUser(request);
      // Someone else's notification answers as if it did not exist.
      if (!(await markRead(db, user.id, request.params.id))) throw notFound();
      return { unread: (await listNotifications(db, user.id, 1, 1)).unread };
    },
  );

  app.post(
    '/api/notifications/read-all',
    op('markAllNotificationsRead', { ok: UnreadCount }),
    async (request) => {
      await markAllRead(db, requireUser(request).id);
      return { unread: 0 };
    },
  );

  app.get(
    '/api/me/notification-preferences',
    op('getNotificationPreferences', { ok: NotificationPreferences }),
    async (request) => preferencesOf(requireUser(request)),
  );

  app.put(
    '/api/me/notification-preferences',
    op('updateNotificationPreferences', { body: NotificationPreferencesUpdate, ok: NotificationPreferences }),
    async (request) => {
      const user = requireUser(request);
      await updatePreferences(db, user.id, request.body);
      return preferencesOf(user);
    },
  );

  /** A mail's unsubscribe link: no sign-in, the signed token says whose preference and which. */
  const readToken = (token: string) => {
    const read = readUnsubscribeToken(deps.jwtSecret, token);
    if (!read)
      throw new AppError(
        'validation_failed',
        [{ field: 'token', problem: 'invalid' }],
        'notifications.unsubscribe.invalid',
      );
    return read;
  };
  const tokenOp = operations({ tags: ['notifications'] });

  app.get(
    '/api/unsubscribe',
    tokenOp('getUnsubscribe', { security: [], querystring: UnsubscribeQuery, ok: UnsubscribeAnswer }),
    async (request) => {
      const { userId, kind } = readToken(request.query.token);
      const prefs = await getPreferences(db, userId);
      return { kind, mail: prefs.mail[kind] };
    },
  );

  app.post(
    '/api/unsubscribe',
    tokenOp('unsubscribe', { security: [], querystring: UnsubscribeQuery, ok: UnsubscribeAnswer }),
    async (request) => {
      const { userId, kind } = readToken(request.query.token);
      const exists = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
      if (exists.length === 0) throw notFound();
      await updatePreferences(db, userId, { mail: { [kind]: false } });
      return { kind, mail: false };
    },
  );

  /** The organisation's reminder times; 404 for an organisation the caller is not part of. */
  const reminderOrg = async (actor: ReturnType<typeof requireUser>, id: string) => {
    const access = reminderSettingsAccess(actor, id);
    if (access === 'none') throw notFound();
    if (access === 'forbidden') throw forbidden();
    const [row] = await db.query<ReminderSettings>(
      'SELECT reminder_urgent_minutes AS urgent_minutes, reminder_other_minutes AS other_minutes FROM organisations WHERE id = $1',
      [id],
    );
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/api/organisations/:id/reminders',
    op('getReminderSettings', { params: IdParams, ok: ReminderSettings }),
    async (request) => reminderOrg(requireUser(request), request.params.id),
  );

  app.put(
    '/api/organisations/:id/reminders',
    op('updateReminderSettings', { params: IdParams, body: ReminderSettings, ok: ReminderSettings }),
    async (request) => {
      const { id } = request.params;
      await reminderOrg(requireUser(request), id);
      // Applies to reminders scheduled from now on; those already scheduled keep their time.
      await db.query(
        'UPDATE organisations SET reminder_urgent_minutes = $2, reminder_other_minutes = $3, updated_at = now() WHERE id = $1',
        [id, request.body.urgentMinutes, request.body.otherMinutes],
      );
      return request.body;
    },
  );

  app.get(
    '/api/admin/queue',
    op('getQueueStatus', { ok: QueueStatus }, { preHandler: guard(...ADMINS_ONLY) }),
    async () => ({ ...(await queueStats(db, new Date())), retention: await lastRetentionRun(db) }),
  );
};
