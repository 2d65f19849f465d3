import { CalendarFeed, CalendarFeedCreated, CalendarFeedParams, OkResponse } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../auth/guard';
import { byAddress, limit, MINUTE, registerRateLimiting } from '../../auth/rate-limit';
import { hashToken, newOpaqueToken } from '../../auth/tokens';
import { mayHaveCalendarFeed } from '../../authz';
import { linkHomeFor } from '../../authz/notifications.policy';
import type { Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { okAfter } from '../../http/handlers';
import { operations } from '../../http/operation';
import { deleteFeed, feedOwner, feedVisits, findFeed, replaceFeed } from './calendar.repo';
import { visitFeed } from './visit-ics';

const HOUR = 60 * MINUTE;
/**
 * The feed's address, as its hash (the counters never hold the secret); undefined before the
 * params are checked, when the address-wide rule alone counts.
 */
const byFeed = (request: { params: unknown }) => {
  const file = (request.params as { file?: unknown }).file;
  return typeof file === 'string' ? `calendar-feed:${hashToken(file)}` : undefined;
};

const ICS_RESPONSE = {
  description: 'text/calendar, UTF-8',
  content: { 'text/calendar': { schema: z.string() } },
};

/**
 * /api/me/calendar-feed: the caller's private calendar address (made, renewed, turned off), and
 * /api/calendar/{token}.ics: the feed itself, read by calendar programs without a session: the
 * secret in the address is the key, and only its hash is stored.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db, config } = deps;
  await registerRateLimiting(app, deps);
  const op = operations({ tags: ['calendar'] });

  app.get(
    '/api/me/calendar-feed',
    op('getCalendarFeed', { ok: CalendarFeed }, { preHandler: guard() }),
    async (req) => {
      const user = requireUser(req);
      if (!mayHaveCalendarFeed(user)) return { available: false, created: null };
      return { available: true, created: (await findFeed(db, user.id))?.created ?? null };
    },
  );

  app.post(
    '/api/me/calendar-feed',
    op('renewCalendarFeed', { created: CalendarFeedCreated }, { preHandler: guard() }),
    async (req, reply) => {
      const user = requireUser(req);
      if (!mayHaveCalendarFeed(user)) throw forbidden();
      const token = newOpaqueToken();
      const { created } = await replaceFeed(db, user.id, hashToken(token));
      return reply.status(201).send({ url: `${config.publicUrl}/api/calendar/${token}.ics`, created });
    },
  );

  app.delete(
    '/api/me/calendar-feed',
    op('revokeCalendarFeed', { ok: OkResponse }, { preHandler: guard() }),
    async (req) => {
      const user = requireUser(req);
      if (!mayHaveCalendarFeed(user)) throw forbidden();
      return okAfter(deleteFeed(db, user.id));
    },
  );

  app.get(
    '/api/calendar/:file',
    op(
      'calendarFeed',
      { params: CalendarFeedParams, ok: ICS_RESPONSE },
      {
        // Read without a session (docs/decisions/0048): calendar programs poll every few minutes to
        // hours, so one address may be read 30 times an hour; one network may try 300 addresses an
        // hour, which leaves room for an office's calendars and none for guessing.
        onRequest: limit(app, { max: 300, windowMs: HOUR, key: byAddress('calendar-feed') }),
        preHandler: limit(app, { max: 30, windowMs: HOUR, key: byFeed }),
      },
    ),
    async (req, reply) => {
      const token = req.params.file.slice(0, -'.ics'.length);
      const owner = await feedOwner(db, hashToken(token));
      // An unknown, renewed or revoked address, or an account that no longer plans visits.
      if (!owner || !mayHaveCalendarFeed(owner)) throw notFound();
      const link = (id: string) => `${config.publicUrl}${linkHomeFor(owner.role)}/errands/${id}`;
      const visits = await feedVisits(db, owner, link);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(visitFeed(visits, owner.locale, config.publicUrl));
    },
  );
};
