import type { ReportCreate } from '@app/contract';
import { canCreateReports, type ReportActor } from '../../authz/reports.policy';
import type { Queryable } from '../../db';
import { fieldError, forbidden } from '../../http/errors';
import { findEquipment, findPremises, findProperty, isTenantOf } from './places.repo';

/**
 * Checks where a new report may be filed and returns its organisation.
 * References outside the caller's reach answer as if they did not exist.
 */
export async function resolveCreatePlace(
  q: Queryable,
  actor: ReportActor,
  input: Pick<ReportCreate, 'propertyId' | 'premisesId' | 'equipmentId'>,
): Promise<{ organisationId: string }> {
  if (!canCreateReports(actor)) throw forbidden();
  const property = await findProperty(q, input.propertyId);
  if (!property || (actor.role !== 'Admin' && property.organisationId !== actor.organisationId))
    throw fieldError('propertyId', 'not_found');
  // Tenants report at the premises they rent.
  if (actor.role === 'PropertyTenant' && !input.premisesId) throw fieldError('premisesId', 'required');
  await checkPremises(q, actor, property.id, property.organisationId, input.premisesId);
  await checkEquipment(q, property.id, input.equipmentId);
  return { organisationId: property.organisationId };
}

/** A premises must be in the report's property (and, for tenants, rented by them). */
export async function checkPremises(
  q: Queryable,
  actor: ReportActor,
  propertyId: string,
  organisationId: string,
  premisesId: string | null | undefined,
) {
  if (!premisesId) return;
  const premises = await findPremises(q, premisesId);
  if (!premises || premises.organisationId !== organisationId) throw fieldError('premisesId', 'not_found');
  if (actor.role === 'PropertyTenant' && !(await isTenantOf(q, premises.id, actor.id)))
    throw fieldError('premisesId', 'not_found');
  if (premises.propertyId !== propertyId) throw fieldError('premisesId', 'mismatch');
}

export async function checkEquipment(
  q: Queryable,
  propertyId: string,
  equipmentId: string | null | undefined,
) {
  if (!equipmentId) return;
  const equipment = await findEquipment(q, equipmentId);
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
