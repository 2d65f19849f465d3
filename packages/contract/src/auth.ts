import { z } from 'zod';
import { Language, Role } from './enums';

/**
 * What the signed-in user may do beyond reading, decided by the server's policies (the web app
 * shows buttons and pages from this, never from the role names).
 */
export const UserCapabilities = z.object({
  /** File new reports (everyone but contractors). */
  createReport: z.boolean(),
  /** Create, edit and delete properties, premises and equipment. */
  writeProperties: z.boolean(),
  /** Create, edit and delete contractors. */
  writeContractors: z.boolean(),
  /** Invite or register users of any role in any organisation (otherwise only the own one). */
  manageAllUsers: z.boolean(),
  /** Invite and manage users of the own organisation. */
  manageOrganisationUsers: z.boolean(),
  /** Change the organisation's report language. */
  editReportLanguage: z.boolean(),
  /** See contractors' average ratings and median times (staff: their scope; a contractor: their own). */
  readContractorStats: z.boolean(),
  /** Act on several reports at once, and set the organisation's deadlines. */
  manageReports: z.boolean(),
  /** See the mail and job queue's state (administrators). */
  readJobQueue: z.boolean(),
  /** Read the audit log (administrators: all; managers: their organisation's). */
  readAuditLog: z.boolean(),
  /** Choose which new errands of the organisation to be told about (managers). */
  chooseNewReportsLevel: z.boolean(),
  /** Be told on screen when an errand arrives in the own lists (managers and contractors). */
  hearArrivals: z.boolean(),
  /** File reports at the premises one rents, on the tenant's form (tenants). */
  reportAtRentedPremises: z.boolean(),
  /** Make and revoke the own organisation's API tokens and webhooks (its managers). */
  manageIntegrations: z.boolean(),
});
export type UserCapabilities = z.infer<typeof UserCapabilities>;

/** The user object answered by login / get-current-user and stored by the client as `user`. */
export const CurrentUser = z.object({
  id: z.uuid(),
  userName: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  /** Shown to the people working on the user's reports (docs/PRODUCT.md "Contact on site"). */
  phone: z.string().nullable(),
  roles: z.array(Role),
  metadata: z.record(z.string(), z.unknown()),
  organisationId: z.uuid().nullable(),
  contractorId: z.uuid().nullable(),
  locale: Language,
  can: UserCapabilities,
});
export type CurrentUser = z.infer<typeof CurrentUser>;
export const UserResponse = z.object({ user: CurrentUser });

export const Email = z
  .email()
  .max(254)
  .transform((s) => s.trim().toLowerCase());
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** A password being checked, not set: any length up to the maximum. */
const GivenPassword = z.string().min(1).max(PASSWORD_MAX);
/** Opaque single-use tokens (invite, reset, email change) as sent in links. */
export const OpaqueToken = z.string().min(16).max(200);
const PersonName = z.string().trim().min(1).max(200);

export const LoginBody = z.strictObject({ email: Email, password: GivenPassword });
export type LoginBody = z.infer<typeof LoginBody>;

/** GET /api/auth/refresh-token: the new access token (also set as the `acst` cookie). */
export const TokenResponse = z.object({ token: z.string() });

export const InviteBody = z.strictObject({
  email: Email,
  role: Role,
  /** Admin only; a property manager's invites go to their own organisation. */
  organisationId: z.uuid().optional(),
  /** Tenants: the premises they rent, linked when the account is created. */
  premisesId: z.uuid().optional(),
  /** Contractors: the existing contractor record the account acts for. */
  contractorId: z.uuid().optional(),
  /** Language of the invitation mail (Swedish by default). */
  language: Language.optional(),
});
export type InviteBody = z.infer<typeof InviteBody>;
export const InviteResponse = z.object({ token: z.string(), url: z.string(), expiresAt: z.string() });
export type InviteResponse = z.infer<typeof InviteResponse>;

export const CreateAccountBody = z.strictObject({
  token: OpaqueToken,
  password: Password,
  name: PersonName.optional(),
});
export type CreateAccountBody = z.infer<typeof CreateAccountBody>;

export const RegisterBody = z.strictObject({
  email: Email,
  password: Password,
  role: Role,
  organisationId: z.uuid().optional(),
  name: PersonName.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const METADATA_MAX_BYTES = 8 * 1024;
export const METADATA_MAX_KEYS = 50;
/** Nesting allowed inside one metadata value (`{"a":{"b":1}}` is 2). */
export const METADATA_MAX_DEPTH = 8;
/** Merged into the caller's metadata; a null value removes that key. */
export const MetadataBody = z.strictObject({
  metadata: z.record(z.string().min(1).max(100), z.unknown()),
});
export type MetadataBody = z.infer<typeof MetadataBody>;

/**
 * One of three shapes: `{email}` asks for a reset link, `{token, newPassword}`
 * uses it, `{currentPassword, newPassword}` changes the signed-in user's password.
 */
export const ResetPasswordBody = z.strictObject({
  email: Email.optional(),
  token: OpaqueToken.optional(),
  currentPassword: GivenPassword.optional(),
  newPassword: Password.optional(),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ChangeEmailBody = z.strictObject({ newEmail: Email, currentPassword: GivenPassword });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;
export const ChangeEmailParams = z.strictObject({ token: z.string().min(1).max(200) });
export const EmailChangedResponse = z.object({ ok: z.literal(true), email: z.string() });

/**
 * A phone number as people write it: digits, spaces, `+`, `-` and parentheses, 6 to 20
 * characters with at least 6 digits. Checked loosely: it is for a person to dial.
 */
export const Phone = z
  .string()
  .trim()
  .min(6)
  .max(20)
  .regex(/^\+?[0-9 ()-]+$/)
  .refine((v) => v.replace(/[^0-9]/g, '').length >= 6);

/** PUT /api/auth/profile: the caller's own name and phone; null clears, absent keeps. */
export const ProfileUpdate = z.strictObject({
  name: z.string().trim().min(1).max(200).nullable().optional(),
  phone: Phone.nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;
