import { z } from 'zod';
import { ListQueryBase, pageOf, RecordTimes } from './common';
import { Trade } from './enums';
import { sortParam } from './sorting';

/** Shown in the interface as "Contractor" (English) and "Frilansare" (Swedish). */
export const Contractor = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Tenants see only name and trade: phone, email, description and userId are null for them. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  trade: Trade,
  description: z.string().nullable(),
  userId: z.uuid().nullable().optional(),
  ...RecordTimes,
});
export type Contractor = z.infer<typeof Contractor>;

const fields = {
  name: z.string().trim().min(1).max(200),
  phone: z.string().trim().max(40).nullable(),
  email: z.email().max(254).nullable(),
  trade: Trade,
  description: z.string().trim().max(4000).nullable(),
};

export const ContractorCreate = z.strictObject({
  name: fields.name,
  phone: fields.phone.optional(),
  email: fields.email.optional(),
  trade: fields.trade,
  description: fields.description.optional(),
});
export type ContractorCreate = z.infer<typeof ContractorCreate>;
/**
 * Partial update. A contractor editing their own profile may change name, phone and
 * description; `trade` and `email` are the administrator's (sent unchanged they are accepted).
 */
export const ContractorUpdate = z.strictObject(fields).partial();
export type ContractorUpdate = z.infer<typeof ContractorUpdate>;

export const contractorSortFields = ['name', 'trade', 'created', 'lastModified'] as const;
export const ContractorListQuery = ListQueryBase.extend({
  sort: sortParam(contractorSortFields),
  trade: Trade.optional(),
}).strict();
export type ContractorListQuery = z.infer<typeof ContractorListQuery>;
export const ContractorPage = pageOf(Contractor);
