import type { SqlParams } from '../lib/sql';
import { type Actor, isContractor, isManager } from './actor';

/**
 * Who has a private calendar feed of visits (docs/PRODUCT.md "Visits"): the contractors who
 * make the visits and the managers who plan their organisation's work. Reporters get their
 * one visit's invite by mail; admins belong to no organisation's calendar.
 */
export function mayHaveCalendarFeed(actor: Actor): boolean {
  return isContractor(actor) || isManager(actor);
}

/**
 * SQL over report_visits alias `v`: the visits a feed holder's calendar shows, the contractor's
 * own (those they may read in full: reports.policy.ts gives the holder of an errand full access)
 * or the manager's organisation's. Nothing for anyone else.
 */
export function calendarVisitsSql(p: SqlParams, actor: Actor, v = 'v'): string {
  if (isContractor(actor)) return `${v}.contractor_id = ${p.add(actor.contractorId)}`;
  if (isManager(actor)) return `${v}.organisation_id = ${p.add(actor.organisationId)}`;
  return 'false';
}
