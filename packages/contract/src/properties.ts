import { z } from 'zod';
import { ListQueryBase, pageOf, RecordTimes } from './common';
import { PropertyType } from './enums';
import { sortParam } from './sorting';

const text = (max: number) => z.string().trim().max(max);

export const Property = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  address: z.string(),
  type: PropertyType,
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  county: z.string(),
  description: z.string().nullable(),
  ...RecordTimes,
});
export type Property = z.infer<typeof Property>;

const fields = {
  address: text(300).min(1),
  type: PropertyType,
  city: text(120),
  postalCode: text(20),
  country: text(80),
  county: text(80),
  description: text(4000).nullable(),
};

export const PropertyCreate = z.strictObject({
  /** Admin only, and required from an Admin; everyone else creates in their own organisation. */
  organisationId: z.uuid().optional(),
  address: fields.address,
  type: fields.type,
  city: fields.city.default(''),
  postalCode: fields.postalCode.default(''),
  country: fields.country.default('Sverige'),
  county: fields.county.default(''),
  description: fields.description.optional(),
});
export type PropertyCreate = z.infer<typeof PropertyCreate>;
/** Partial update: fields left out keep their value; a property never moves between organisations. */
export const PropertyUpdate = z.strictObject(fields).partial();
export type PropertyUpdate = z.infer<typeof PropertyUpdate>;

export const propertySortFields = [
  'address',
  'city',
  'postalCode',
  'type',
  'created',
  'lastModified',
] as const;
export const PropertyListQuery = ListQueryBase.extend({
  sort: sortParam(propertySortFields),
  type: PropertyType.optional(),
  city: z.string().trim().max(120).optional(),
  organisationId: z.uuid().optional(),
}).strict();
export type PropertyListQuery = z.infer<typeof PropertyListQuery>;
export const PropertyPage = pageOf(Property);
