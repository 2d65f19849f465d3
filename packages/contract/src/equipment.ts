import { z } from 'zod';
import { DateOnly, ListQueryBase, pageOf, RecordTimes } from './common';
import { Trade } from './enums';
import { sortParam } from './sorting';

const text = (max: number) => z.string().trim().max(max).nullable();

export const Equipment = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  propertyId: z.uuid(),
  premisesId: z.uuid().nullable(),
  name: z.string(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  manufacturer: z.string().nullable(),
  location: z.string().nullable(),
  lastServiceDate: z.string().nullable(),
  nextServiceDate: z.string().nullable(),
  serviceNotes: z.string().nullable(),
  /** Planned maintenance: service every this many months (null: none planned). */
  serviceIntervalMonths: z.number().int().nullable(),
  /** The contractor its planned-maintenance errands go to; null: open to the trade. */
  preferredContractorId: z.uuid().nullable(),
  /** The trade of its service when no contractor is preferred (null: `other`). */
  serviceTrade: Trade.nullable(),
  ...RecordTimes,
});
export type Equipment = z.infer<typeof Equipment>;

const fields = {
  /** Premises of the same property, or null for equipment serving the whole property. */
  premisesId: z.uuid().nullable(),
  name: z.string().trim().min(1).max(200),
  model: text(200),
  serialNumber: text(200),
  manufacturer: text(200),
  location: text(300),
  lastServiceDate: DateOnly.nullable(),
  nextServiceDate: DateOnly.nullable(),
  serviceNotes: text(4000),
  serviceIntervalMonths: z.number().int().min(1).max(120).nullable(),
  preferredContractorId: z.uuid().nullable(),
  serviceTrade: Trade.nullable(),
};

export const EquipmentCreate = z.strictObject({
  propertyId: z.uuid(),
  ...z.strictObject(fields).partial().shape,
  name: fields.name,
});
export type EquipmentCreate = z.infer<typeof EquipmentCreate>;
/** Partial update; equipment never moves to another property. */
export const EquipmentUpdate = z.strictObject(fields).partial();
export type EquipmentUpdate = z.infer<typeof EquipmentUpdate>;

export const equipmentSortFields = [
  'name',
  'manufacturer',
  'nextServiceDate',
  'lastServiceDate',
  'created',
  'lastModified',
] as const;
export const EquipmentListQuery = ListQueryBase.extend({
  sort: sortParam(equipmentSortFields),
  propertyId: z.uuid().optional(),
  premisesId: z.uuid().optional(),
  /** Only equipment whose next service is due on or before this date. */
  serviceDueBefore: DateOnly.optional(),
}).strict();
export type EquipmentListQuery = z.infer<typeof EquipmentListQuery>;
export const EquipmentPage = pageOf(Equipment);
