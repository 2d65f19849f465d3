import type { ServiceDue, Trade } from '@app/contract';
import type { Queryable } from '../../db';
import type { SqlParams } from '../../lib/sql';
import { NEXT_SERVICE_SQL } from '../equipment';

/** When service is due: the item's next service, as every screen shows it. */
const DUE_SQL = NEXT_SERVICE_SQL;

/** Equipment whose planned-maintenance errand should exist by `today` but does not yet. */
export interface DueEquipment {
  id: string;
  name: string;
  organisationId: string;
  propertyId: string;
  premisesId: string | null;
  dueDate: string;
  preferredContractorId: string | null;
  contractorTrade: Trade | null;
  serviceTrade: Trade | null;
  reportLanguage: 'sv' | 'en';
}

/** Due by `today` and without its errand: every such item, or only `equipmentId` (just saved). */
export async function findDueEquipment(
  q: Queryable,
  today: string,
  equipmentId?: string,
): Promise<DueEquipment[]> {
  return q.query<DueEquipment>(
    `SELECT e.id, e.name, e.organisation_id, e.property_id, e.premises_id, ${DUE_SQL} AS due_date,
            e.preferred_contractor_id, c.trade AS contractor_trade, e.service_trade, o.report_language
       FROM equipment e
       JOIN organisations o ON o.id = e.organisation_id
       LEFT JOIN contractors c ON c.id = e.preferred_contractor_id
      WHERE e.service_interval_months IS NOT NULL
        AND ${DUE_SQL} - o.maintenance_lead_days <= $1::date
        AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.equipment_id = e.id
                          AND r.kind = 'planned_maintenance' AND r.maintenance_due_date = ${DUE_SQL})
        AND ($2::uuid IS NULL OR e.id = $2::uuid)
      ORDER BY 6, e.id`,
    [today, equipmentId ?? null],
  );
}

/** A closed planned-maintenance errand is the equipment's service: last date today, next after the interval. */
export async function recordServiceDone(q: Queryable, reportId: string): Promise<void> {
  await q.query(
    `UPDATE equipment e
        SET last_service_date = r.closed_at::date,
            next_service_date = CASE WHEN e.service_interval_months IS NULL THEN NULL
              ELSE (r.closed_at::date + make_interval(months => e.service_interval_months))::date END,
            updated_at = now()
       FROM reports r
      WHERE r.id = $1 AND r.kind = 'planned_maintenance' AND r.closed_at IS NOT NULL AND e.id = r.equipment_id`,
    [reportId],
  );
}

/** Service due on or before `until` (overdue included) of the equipment in `scope`, soonest first. */
export async function listServiceDue(
  q: Queryable,
  p: SqlParams,
  scope: string,
  until: string,
): Promise<ServiceDue[]> {
  return q.query<ServiceDue>(
    `SELECT e.id AS equipment_id, e.name, e.organisation_id, e.property_id, p.address,
            pr.designation AS premises_designation, ${DUE_SQL} AS due_date, e.service_interval_months,
            e.preferred_contractor_id, c.name AS preferred_contractor_name,
            r.id AS report_id, r.number AS report_number, r.status AS report_status,
            CASE WHEN e.service_interval_months IS NOT NULL
                 THEN ${DUE_SQL} - o.maintenance_lead_days END AS errand_from
       FROM equipment e
       JOIN organisations o ON o.id = e.organisation_id
       JOIN properties p ON p.id = e.property_id
       LEFT JOIN premises pr ON pr.id = e.premises_id
       LEFT JOIN contractors c ON c.id = e.preferred_contractor_id
       LEFT JOIN reports r ON r.equipment_id = e.id AND r.kind = 'planned_maintenance'
                          AND r.maintenance_due_date = ${DUE_SQL}
      WHERE ${scope} AND ${DUE_SQL} <= ${p.add(until)}::date
      ORDER BY 7, e.name, e.id
      LIMIT 500`,
    p.values,
  );
}
