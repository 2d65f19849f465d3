import { ReportCreate, type ReportDetail, Trade } from '@app/contract';
import { offersAny, type TimesValue, timesBody } from '../work/OfferedTimesFields';

export type Values = Record<
  | 'propertyId'
  | 'premisesId'
  | 'equipmentId'
  | 'whatBroke'
  | 'description'
  | 'trade'
  | 'priority'
  | 'customerNumber'
  | 'access',
  string
>;

/** Staff choose the trade; a tenant's report is judged by the server (ReportCreate). */
export const StaffReportCreate = ReportCreate.extend({ trade: Trade });

const blank: Values = {
  propertyId: '',
  premisesId: '',
  equipmentId: '',
  whatBroke: '',
  description: '',
  trade: '',
  priority: 'Normal',
  customerNumber: '',
  access: '',
};

/** What a new report may start with (the chat assistant hands over what it was told). */
export type ReportFormInitial = Partial<
  Pick<Values, 'propertyId' | 'premisesId' | 'whatBroke' | 'description' | 'access'>
>;

export function valuesOf(report: ReportDetail | undefined, initial?: ReportFormInitial): Values {
  if (!report) return { ...blank, ...initial };
  return {
    propertyId: report.propertyId,
    premisesId: report.premisesId ?? '',
    equipmentId: report.equipmentId ?? '',
    whatBroke: report.whatBroke,
    description: report.description,
    trade: report.trade,
    priority: report.priority,
    customerNumber: report.customerNumber ?? '',
    access: report.access ?? '',
  };
}

/** A new property clears the premises and equipment chosen for the old one. */
export function derive(next: Values, changed: keyof Values): Values {
  return changed === 'propertyId' ? { ...next, premisesId: '', equipmentId: '' } : next;
}

/**
 * What the API takes: empty choices as null (or left out), the property only when creating.
 * Both send how to get in, a field of its own that the marketplace never reads (empty clears it
 * when editing). A tenant sends what, where, a description and the access; the server judges trade and
 * priority as the chat assistant does, and a tenant has no customer number to give. Times that suit
 * go with a new report only, and only when any are given.
 */
export function bodyOf(values: Values, editing: boolean, tenant: boolean, times: TimesValue) {
  const place = {
    ...(editing ? {} : { propertyId: values.propertyId || undefined }),
    premisesId: values.premisesId || null,
    whatBroke: values.whatBroke,
    description: values.description,
  };
  // An emptied access clears it when editing; left out when filing.
  const access = values.access.trim() || (editing ? null : undefined);
  const offered = !editing && offersAny(times) ? { times: timesBody(times) } : {};
  if (tenant) return { ...place, access, ...offered };
  return {
    ...place,
    access,
    equipmentId: values.equipmentId || null,
    trade: values.trade || undefined,
    priority: values.priority,
    customerNumber: values.customerNumber.trim() || null,
    ...offered,
  };
}
