import { z } from 'zod';
import { ListQueryBase, pageOf, RecordTimes } from './common';
import { sortParam } from './sorting';

export const Premises = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  propertyId: z.uuid(),
  designation: z.string(),
  floor: z.number().int().nullable(),
  areaSqm: z.number().nullable(),
  description: z.string().nullable(),
  /** Tenants linked to these premises (user ids); only managers and admins receive it. */
  tenantIds: z.array(z.uuid()).optional(),
  ...RecordTimes,
});
export type Premises = z.infer<typeof Premises>;

const fields = {
  designation: z.string().trim().min(1).max(120),
  floor: z.number().int().min(-10).max(200).nullable(),
  areaSqm: z.number().positive().max(1_000_000).nullable(),
  description: z.string().trim().max(4000).nullable(),
  /** Replaces the linked tenants: users of role PropertyTenant in the premises' organisation. */
  tenantIds: z.array(z.uuid()).max(50),
};

export const PremisesCreate = z.strictObject({
  propertyId: z.uuid(),
  designation: fields.designation,
  floor: fields.floor.optional(),
  areaSqm: fields.areaSqm.optional(),
  description: fields.description.optional(),
  tenantIds: fields.tenantIds.optional(),
});
export type PremisesCreate = z.infer<typeof PremisesCreate>;
/** Partial update; premises never move to another property. */
export const PremisesUpdate = z.strictObject(fields).partial();
export type PremisesUpdate = z.infer<typeof PremisesUpdate>;

export const premisesSortFields = ['designation', 'floor', 'areaSqm', 'created', 'lastModified'] as const;
export const PremisesListQuery = ListQueryBase.extend({
  sort: sortParam(premisesSortFields),
  propertyId: z.uuid().optional(),
}).strict();
export type PremisesListQuery = z.infer<typeof PremisesListQuery>;
export const PremisesPage = pageOf(Premises);
