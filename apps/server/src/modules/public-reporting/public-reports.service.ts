import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  PublicConfirmed,
  PublicErrandView,
  PublicReportCreate,
  PublicSubmissionAccepted,
} from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import { classifyReport } from '../../assistant/classifier';
import { hashToken, newOpaqueToken } from '../../auth/tokens';
import { type LinkHolder, linkFields, linkMayAddMessage, linkMessageAuthor } from '../../authz';
import type { Deps } from '../../deps';
import { AppError, conflict, fieldError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import { createReportService } from '../reports';
import { renderCodeMail } from './code-mail';
import { findPublicPlace } from './places.repo';
import {
  findLinkedErrand,
  findLinkHolder,
  insertLink,
  insertSubmission,
  listMessages,
  markFiled,
  takeAttempt,
} from './public-reports.repo';

export const CODE_TTL_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;

const codeHash = (submissionId: string, code: string) => hashToken(`${submissionId}:${code}`);
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** An errand's title from the first line of what was written. */
const titleOf = (description: string, locale: Locale) =>
  description.split('\n')[0]!.trim().slice(0, 80) || translate(locale, 'publicReport.untitled');

/**
 * Reports without an account (docs/decisions/0041): held until the mailed code is typed, then
 * filed as an errand with a follow link mailed; the link opens that errand alone.
 */
export function createPublicReportService(deps: Pick<Deps, 'db' | 'bus' | 'config' | 'log'>, mailer: Mailer) {
  const { db, config } = deps;
  const reports = createReportService(deps);

  /** The live follow link's holder (404 for an unknown, revoked or other-purpose token). */
  async function followHolder(token: string) {
    const holder = await findLinkHolder(db, hashToken(token), 'follow');
    if (!holder) throw new AppError('not_found');
    return holder;
  }

  async function view(holder: LinkHolder): Promise<PublicErrandView> {
    const errand = await findLinkedErrand(db, holder);
    if (!errand) throw new AppError('not_found');
    const fields = linkFields(holder);
    const messages = fields.has('messages') ? await listMessages(db, errand.id) : [];
    return {
      number: errand.number,
      title: errand.whatBroke,
      description: errand.description,
      status: errand.status,
      address: errand.address,
      placeName: errand.placeName,
      created: new Date(errand.createdAt).toISOString(),
      visit:
        fields.has('visit') && errand.visitStartsAt
          ? {
              startsAt: new Date(errand.visitStartsAt).toISOString(),
              endsAt: errand.visitEndsAt ? new Date(errand.visitEndsAt).toISOString() : null,
            }
          : null,
      messages: messages.map((m) => ({
        at: new Date(m.createdAt).toISOString(),
        author: linkMessageAuthor(m.actorRole),
        text: m.note,
      })),
      canAddMessage: linkMayAddMessage(holder, errand),
    };
  }

  return {
    /** Holds the report and mails its code; a filled honeypot is answered alike and held nowhere. */
    async submit(code: string, body: PublicReportCreate): Promise<PublicSubmissionAccepted> {
      const place = await findPublicPlace(db, code);
      if (!place) throw new AppError('not_found');
      const id = randomUUID();
      // Judged as the errand will be when the code is typed: the advice cannot wait for the mail.
      // A filled honeypot is answered alike, hazards included, so a robot cannot tell.
      const { hazards } = classifyReport(body.description);
      if (body.website) {
        deps.log.info({ placeCode: code }, 'public report honeypot filled: nothing held');
        return {
          submissionId: id,
          expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000).toISOString(),
          hazards,
        };
      }
      const oneTime = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const language = body.language ?? place.language;
      const expiresAt = await insertSubmission(db, {
        id,
        placeCode: code,
        organisationId: place.organisationId,
        email: body.email,
        phone: body.phone || null,
        description: body.description,
        language,
        codeHash: codeHash(id, oneTime),
        ttlMinutes: CODE_TTL_MINUTES,
      });
      const where = place.name ? `${place.name}, ${place.address}` : place.address;
      await mailer.send({ to: body.email, kind: 'public_code', ...renderCodeMail(language, oneTime, where) });
      return { submissionId: id, expiresAt, hazards };
    },

    /** The typed code files the errand and mails its follow link; a wrong or dead code is 400. */
    async confirm(submissionId: string, typed: string): Promise<PublicConfirmed> {
      const held = await takeAttempt(db, submissionId, MAX_CODE_ATTEMPTS);
      if (!held || !sameHash(held.codeHash, codeHash(submissionId, typed)))
        throw fieldError('code', 'invalid_token');
      const place = await findPublicPlace(db, held.placeCode);
      if (!place) throw fieldError('code', 'invalid_token');
      const token = newOpaqueToken();
      // The phone goes where the access goes (staff, the assigned contractor), not into the
      // description, which the marketplace reads.
      const access = held.phone
        ? translate(place.language, 'publicReport.callReporter', { phone: held.phone })
        : null;
      const made = await reports.createPublic({
        report: {
          organisationId: place.organisationId,
          propertyId: place.propertyId,
          premisesId: place.premisesId,
          equipmentId: place.equipmentId,
          language: place.language,
          whatBroke: titleOf(held.description, held.language),
          description: held.description,
          access,
        },
        by: translate(place.language, 'publicReport.byline', { email: held.email }),
        alongside: async (q, reportId) => {
          if (!(await markFiled(q, submissionId, reportId))) throw conflict();
          const holder = { purpose: 'follow', reportId, organisationId: place.organisationId } as const;
          await insertLink(q, { ...holder, tokenHash: hashToken(token), email: held.email, createdBy: null });
        },
      });
      const link = `${config.publicUrl}/f/${token}`;
      // The link is a capability: it stays out of the outbox's link column, which is logged without SMTP.
      const mail = renderMail('public_follow', held.language, { link, number: String(made.number) });
      await mailer.send({ to: held.email, kind: 'public_follow', ...mail });
      return { number: made.number };
    },

    async follow(token: string): Promise<PublicErrandView> {
      return view(await followHolder(token));
    },

    async addMessage(token: string, text: string): Promise<PublicErrandView> {
      const holder = await followHolder(token);
      const errand = await findLinkedErrand(db, holder);
      if (!errand) throw new AppError('not_found');
      if (!linkMayAddMessage(holder, errand)) throw new AppError('invalid_transition');
      const by = translate(errand.language, 'publicReport.byline', { email: holder.email });
      await reports.addPublicMessage(errand.id, by, text);
      return view(holder);
    },
  };
}
