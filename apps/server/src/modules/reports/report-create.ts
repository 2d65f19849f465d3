import type { HazardKind, Priority, ReportCreate, Trade } from '@app/contract';
import { classifyReport } from '../../assistant/classifier';
import { canCreateReports, type ReportActor, reportsAtOwnPremises } from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import { fieldError, forbidden } from '../../http/errors';
import { findEquipment } from '../equipment';
import { findPremises } from '../premises';
import { findProperty } from '../properties';

/**
 * Checks where a new report may be filed and returns its organisation. The places
 * are looked up within the caller's read scopes (a tenant's are their premises and
 * the property they are in), so references outside the caller's reach answer as
 * if they did not exist.
 */
export async function resolveCreatePlace(
  q: Queryable,
  actor: ReportActor,
  input: Pick<ReportCreate, 'propertyId' | 'premisesId' | 'equipmentId'>,
): Promise<{ organisationId: string }> {
  if (!canCreateReports(actor)) throw forbidden();
  const property = await findProperty(q, actor, input.propertyId);
  if (!property) {
    // A tenant naming their own premises with another property: the two do not match.
    if (input.premisesId && reportsAtOwnPremises(actor) && (await findPremises(q, actor, input.premisesId)))
      throw fieldError('premisesId', 'mismatch');
    throw fieldError('propertyId', 'not_found');
  }
  // Without premises a tenant reports a common area (stairwell, laundry…) of a property they live in:
  // findProperty above only finds those for a tenant.
  await checkPremises(q, actor, property.id, property.organisationId, input.premisesId);
  await checkEquipment(q, actor, property.id, input.equipmentId);
  return { organisationId: property.organisationId };
}

/** A premises must be one the caller may see, in the report's property. */
export async function checkPremises(
  q: Queryable,
  actor: ReportActor,
  propertyId: string,
  organisationId: string,
  premisesId: string | null | undefined,
) {
  if (!premisesId) return;
  const premises = await findPremises(q, actor, premisesId);
  if (!premises || premises.organisationId !== organisationId) throw fieldError('premisesId', 'not_found');
  if (premises.propertyId !== propertyId) throw fieldError('premisesId', 'mismatch');
}

export async function checkEquipment(
  q: Queryable,
  actor: ReportActor,
  propertyId: string,
  equipmentId: string | null | undefined,
) {
  if (!equipmentId) return;
  const equipment = await findEquipment(q, actor, equipmentId);
  if (!equipment || equipment.propertyId !== propertyId) throw fieldError('equipmentId', 'not_found');
}

export async function checkChatSession(q: Queryable, actor: ReportActor, chatSessionId: string | undefined) {
  if (!chatSessionId) return null;
  const rows = await q.query('SELECT 1 FROM chat_sessions WHERE id = $1 AND user_id = $2', [
    chatSessionId,
    actor.id,
  ]);
  if (rows.length === 0) throw fieldError('chatSessionId', 'not_found');
  return chatSessionId;
}

/**
 * What a new report is stored with: trade and priority as sent, or, left out (a tenant's form
 * does not ask for them), as the chat assistant would judge them from what broke and the
 * description; how to get in kept apart from the description, which the marketplace reads
 * (docs/PRODUCT.md "Who reads which field"); and its hazards. A chat's conversation decided its
 * own (`chatHazards`: a reporter may have said it was not gas); a form's are those its text
 * names, as the assistant recognises them, so a gas smell reported through the form reaches the
 * managers at once and shows on the errand as one reported in the chat does. The text is judged
 * once, and only when something is left to judge.
 */
export function newReportText(
  input: Pick<ReportCreate, 'whatBroke' | 'description' | 'access' | 'trade' | 'priority'>,
  chatHazards?: readonly HazardKind[],
): { trade: Trade; priority: Priority; description: string; access: string | null; hazards: HazardKind[] } {
  const description = input.description ?? '';
  const judged =
    input.trade && input.priority && chatHazards
      ? null
      : classifyReport(`${input.whatBroke}\n${description}`);
  return {
    trade: input.trade ?? judged!.trade,
    priority: input.priority ?? judged!.priority,
    description,
    access: input.access?.trim() || null,
    hazards: chatHazards ? [...chatHazards] : judged!.hazards,
  };
}
