import { z } from 'zod';
import { Phone } from './auth';
import { ListQueryBase, pageOf, RecordTimes } from './common';
import { Language } from './enums';
import { AmountSek } from './quotes';
import { sortParam } from './sorting';

export const Organisation = z.object({
  id: z.uuid(),
  name: z.string(),
  reportLanguage: Language,
  /** Days before equipment service falls due that its planned-maintenance errand is created. */
  maintenanceLeadDays: z.number().int(),
  /** The on-call (jour) number the chat assistant gives with safety advice; null when unset. */
  onCallPhone: z.string().nullable(),
  /** Work costing more (SEK) needs an approved quote before it is marked done; null: no limit. */
  quoteLimitSek: z.number().nullable(),
  /** Years after an errand closed that the retention job anonymises its personal data. */
  retentionYears: z.number().int(),
  ...RecordTimes,
});
export type Organisation = z.infer<typeof Organisation>;

const name = z.string().trim().min(1).max(200);
const maintenanceLeadDays = z.number().int().min(0).max(365);
/** The on-call number as people write it; null clears it. */
const onCallPhone = Phone.nullable();
/** The cost limit in SEK; null clears it. */
const quoteLimitSek = AmountSek.nullable();
/** One year at least (an errand's follow-up and warranty questions), thirty at most. */
const retentionYears = z.number().int().min(1).max(30);

export const OrganisationCreate = z.strictObject({
  name,
  reportLanguage: Language.default('sv'),
  maintenanceLeadDays: maintenanceLeadDays.default(14),
  onCallPhone: onCallPhone.optional(),
  quoteLimitSek: quoteLimitSek.optional(),
  retentionYears: retentionYears.default(6),
});
export type OrganisationCreate = z.infer<typeof OrganisationCreate>;
/** Partial update: fields left out keep their value (no defaults here). */
export const OrganisationUpdate = z.strictObject({
  name: name.optional(),
  reportLanguage: Language.optional(),
  maintenanceLeadDays: maintenanceLeadDays.optional(),
  onCallPhone: onCallPhone.optional(),
  quoteLimitSek: quoteLimitSek.optional(),
  retentionYears: retentionYears.optional(),
});
export type OrganisationUpdate = z.infer<typeof OrganisationUpdate>;

export const organisationSortFields = ['name', 'created', 'lastModified'] as const;
export const OrganisationListQuery = ListQueryBase.extend({
  sort: sortParam(organisationSortFields),
}).strict();
export type OrganisationListQuery = z.infer<typeof OrganisationListQuery>;
export const OrganisationPage = pageOf(Organisation);
