import { z } from 'zod';
import { ListQueryBase, pageOf, RecordTimes } from './common';
import { Language, Role } from './enums';

/** A user as the admin and manager screens list it. */
export const UserSummary = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: Role,
  organisationId: z.uuid().nullable(),
  contractorId: z.uuid().nullable(),
  locale: Language,
  disabled: z.boolean(),
  /** The person's data was erased (docs/PRODUCT.md "Erasure of a person"): the account holds nothing of them. */
  erased: z.boolean(),
  ...RecordTimes,
});
export type UserSummary = z.infer<typeof UserSummary>;

/** GET /api/users: admins may filter by organisation; managers always see their own. */
export const UserListQuery = ListQueryBase.extend({
  organisationId: z.uuid().optional(),
  role: Role.optional(),
  disabled: z.enum(['true', 'false']).optional(),
}).strict();
export type UserListQuery = z.infer<typeof UserListQuery>;
export const UserPage = pageOf(UserSummary);

export const UserUpdate = z.strictObject({
  name: z.string().trim().min(1).max(200).nullable().optional(),
  disabled: z.boolean().optional(),
});
export type UserUpdate = z.infer<typeof UserUpdate>;

/** A pending invitation (GET /api/invites). The token itself is never shown again. */
export const Invite = z.object({
  id: z.uuid(),
  email: z.string(),
  role: Role,
  organisationId: z.uuid().nullable(),
  premisesId: z.uuid().nullable(),
  contractorId: z.uuid().nullable(),
  invitedBy: z.uuid().nullable(),
  expiresAt: z.string(),
  created: z.string(),
});
export type Invite = z.infer<typeof Invite>;
export const InviteListQuery = ListQueryBase.extend({ organisationId: z.uuid().optional() }).strict();
export type InviteListQuery = z.infer<typeof InviteListQuery>;
export const InvitePage = pageOf(Invite);
