import type { WorkOrderLink, WorkOrderSend } from '@app/contract';
import { hashToken, newOpaqueToken } from '../../auth/tokens';
import { type ReportActor, sendsWorkOrders } from '../../authz';
import type { Deps } from '../../deps';
import { forbidden, invalidTransition, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import { loadVisible, type ReportRow } from '../reports';
import {
  contractorForAddress,
  insertWorkOrderLink,
  listWorkOrderLinks,
  revokeWorkOrderLink,
} from './work-orders.repo';

/**
 * Staff's side of outside contractors' work-order links (docs/decisions/0047-work-order-links.md):
 * send an errand to an address, list its links, resend one (a new token; the old one stops) and
 * withdraw one. The errand is looked up within the caller's reach (404 otherwise), and only its
 * organisation's staff may touch its links (403 for the reporter or its contractor).
 */
export function createWorkOrderService(deps: Pick<Deps, 'db' | 'config'>, mailer: Mailer) {
  const { db, config } = deps;

  async function errandOf(actor: ReportActor, reportId: string): Promise<ReportRow> {
    const { row } = await loadVisible(db, actor, reportId);
    if (!sendsWorkOrders(actor, row)) throw forbidden();
    return row;
  }

  /** Makes a live link for the contractor and mails it; the token exists only in the mail. */
  async function issue(
    actor: ReportActor,
    row: ReportRow,
    to: { email: string; contractorId: string; contractorName: string; language: 'sv' | 'en' },
  ): Promise<WorkOrderLink> {
    const token = newOpaqueToken();
    const id = await insertWorkOrderLink(db, {
      tokenHash: hashToken(token),
      reportId: row.id,
      organisationId: row.organisationId,
      email: to.email,
      contractorId: to.contractorId,
      contractorName: to.contractorName,
      language: to.language,
      createdBy: actor.link ? null : actor.id,
    });
    const link = `${config.publicUrl}/w/${token}`;
    const mail = renderMail('work_order', to.language, {
      link,
      number: String(row.number),
      title: row.whatBroke,
    });
    // The link is a capability: it stays out of the outbox's link column, which is logged without SMTP.
    await mailer.send({ to: to.email, kind: 'work_order', ...mail });
    return (await listWorkOrderLinks(db, row.id, id))[0]!;
  }

  /**
   * Send's and resend's rule: a closed errand, or one another contractor than `contractorId`
   * holds, is sent nowhere (409). Without a contractor, only the first half is checked.
   */
  function sendable(row: ReportRow, contractorId?: string): void {
    if (row.status === 'Closed') throw invalidTransition();
    if (contractorId !== undefined && row.contractorId !== null && row.contractorId !== contractorId)
      throw invalidTransition();
  }

  /** The live link `linkId` of the errand, or 404 (another errand's) / 409 (no longer live). */
  async function liveLink(row: ReportRow, linkId: string) {
    const [link] = await listWorkOrderLinks(db, row.id, linkId);
    if (!link) throw notFound();
    if (!link.live) throw invalidTransition();
    return link;
  }

  return {
    async list(actor: ReportActor, reportId: string): Promise<WorkOrderLink[]> {
      const row = await errandOf(actor, reportId);
      return (await listWorkOrderLinks(db, row.id)).map(toWire);
    },

    /**
     * Sends the errand to an address (`sendable`). The address's contractor record is found, or
     * made for it; the link keeps the name typed here (or the address), never the record's.
     */
    async send(actor: ReportActor, reportId: string, body: WorkOrderSend): Promise<WorkOrderLink> {
      const row = await errandOf(actor, reportId);
      // Checked before any record is made for the address.
      sendable(row);
      // A record's name is at most 200 characters; an address may be longer.
      const name = body.name ?? body.email.slice(0, NAME_MAX);
      const contractor = await contractorForAddress(db, {
        email: body.email,
        name,
        trade: row.trade,
        organisationId: row.organisationId,
      });
      sendable(row, contractor.id);
      const language = body.language ?? row.language;
      return toWire(
        await issue(actor, row, {
          email: body.email,
          contractorId: contractor.id,
          contractorName: name,
          language,
        }),
      );
    },

    /** A new token to the same address, by send's rules; the old link stops working at once. */
    async resend(actor: ReportActor, reportId: string, linkId: string): Promise<WorkOrderLink> {
      const row = await errandOf(actor, reportId);
      const old = await liveLink(row, linkId);
      sendable(row, old.contractorId);
      if (!(await revokeWorkOrderLink(db, row.id, linkId, 'resent'))) throw invalidTransition();
      return toWire(await issue(actor, row, old));
    },

    async withdraw(actor: ReportActor, reportId: string, linkId: string): Promise<WorkOrderLink> {
      const row = await errandOf(actor, reportId);
      await liveLink(row, linkId);
      if (!(await revokeWorkOrderLink(db, row.id, linkId, 'withdrawn'))) throw invalidTransition();
      return toWire((await listWorkOrderLinks(db, row.id, linkId))[0]!);
    },
  };
}

/** The longest name a contractor record, or a link, keeps (migrations 0001 and 0040). */
const NAME_MAX = 200;

/** The wire shape: what staff read of a link (its contractor record and language stay inside). */
function toWire(
  l: WorkOrderLink & { live?: boolean; contractorId?: string; language?: string },
): WorkOrderLink {
  const { id, email, contractorName, sentAt, sentBy, state, declineReason } = l;
  return { id, email, contractorName, sentAt, sentBy, state, declineReason };
}
