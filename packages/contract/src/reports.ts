import { z } from 'zod';
import { DateOnly, ListQueryBase, pageOf, RecordTimes } from './common';
import { ActionKind, Language, Priority, ReportKind, ReportStatus, Role, Trade } from './enums';
import { HazardKind } from './hazards';
import { ReportQuote } from './quotes';
import { ReportRating } from './ratings';
import { ReportCloseOut, ReportVisit, VisitWindow } from './report-work';
import { TimeOfferUpdate } from './visit-times';

/** Who a note is for: a `message` the reporter sees too, or an `internal` note (docs/PRODUCT.md). */
export const NoteVisibility = z.enum(['message', 'internal']);
export type NoteVisibility = z.infer<typeof NoteVisibility>;

export const ReportAction = z.object({
  id: z.uuid(),
  reportId: z.uuid(),
  kind: ActionKind,
  actorId: z.uuid().nullable(),
  actorRole: z.union([Role, z.literal('Assistant')]).nullable(),
  actorName: z.string().nullable(),
  contractorId: z.uuid().nullable(),
  fromStatus: ReportStatus.nullable(),
  toStatus: ReportStatus.nullable(),
  note: z.string().nullable(),
  /** The window a visit entry planned (`visit_planned`, `visit_moved`, `visit_cancelled`); else null. */
  visit: VisitWindow.nullable(),
  /** `internal` notes reach staff and the assigned contractor only; every other entry is a `message`. */
  visibility: NoteVisibility,
  /** What a `files_added` or `files_removed` entry is about (photos, PDFs or both); else null. */
  files: z.object({ count: z.number().int().positive(), kind: z.enum(['image', 'pdf', 'mixed']) }).nullable(),
  created: z.string(),
});
export type ReportAction = z.infer<typeof ReportAction>;

/** A short view of the place, so lists need no second request. */
export const ReportPlace = z.object({
  address: z.string(),
  city: z.string(),
  premisesDesignation: z.string().nullable(),
});

export const Report = z.object({
  id: z.uuid(),
  /** The errand number, 1, 2, 3… per organisation, quoted as "#1042". */
  number: z.number().int().positive(),
  organisationId: z.uuid(),
  propertyId: z.uuid(),
  premisesId: z.uuid().nullable(),
  equipmentId: z.uuid().nullable(),
  whatBroke: z.string(),
  description: z.string(),
  /**
   * How to get in ("Portkod 1234"): staff, the reporter and the assigned contractor read it,
   * the marketplace never (null for those who may not read it; docs/PRODUCT.md "Who reads which field").
   */
  access: z.string().nullable(),
  customerNumber: z.string().nullable(),
  trade: Trade,
  priority: Priority,
  status: ReportStatus,
  /** A reported `fault`, or `planned_maintenance` the service schedule of its equipment made. */
  kind: ReportKind,
  /** The reporting user's id; null for contractors before they accept (no personal data). */
  reporter: z.uuid().nullable(),
  reporterName: z.string().nullable(),
  contractorId: z.uuid().nullable(),
  contractorName: z.string().nullable(),
  chatSessionId: z.uuid().nullable(),
  language: Language,
  place: ReportPlace,
  acceptedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Due to be accepted (while Open) and to be finished; see docs/PRODUCT.md "Deadlines". */
  acceptDueAt: z.string().nullable(),
  finishDueAt: z.string().nullable(),
  /** Past the accept time while Open, or past the finish time while not Closed. */
  overdue: z.boolean(),
  /**
   * The hazards it was filed with (gas, water…), most serious first as recognised; empty when
   * none. Everyone who reads the errand reads them: the contractor going there needs to know.
   */
  hazards: z.array(HazardKind),
  ...RecordTimes,
});
export type Report = z.infer<typeof Report>;

/** A status move the caller may make; withdraw (Open → Closed) and reopen need a reason. */
export const ReportMove = z.object({ to: ReportStatus, reasonRequired: z.boolean() });
export type ReportMove = z.infer<typeof ReportMove>;

/**
 * What the caller may do with one report, decided by the server's report policy so that the
 * web app never re-derives the rules (it shows what the server allows; the server still checks).
 */
export const ReportCapabilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  accept: z.boolean(),
  assign: z.boolean(),
  note: z.boolean(),
  /** The reporter rates a Closed report a contractor worked on, once. */
  rate: z.boolean(),
  /** Write internal notes (staff and the assigned contractor); the others write messages only. */
  internalNote: z.boolean(),
  moves: z.array(ReportMove),
  /** Plan, move or cancel the visit (the report's contractor, and staff on their behalf). */
  planVisit: z.boolean(),
  /** Submit or revise the quote (the assigned contractor while the work is in progress). */
  submitQuote: z.boolean(),
  /** Approve or reject a waiting quote (staff). */
  decideQuote: z.boolean(),
  /** Send the errand to an outside contractor's email and manage its work-order links (staff). */
  workOrders: z.boolean(),
});
export type ReportCapabilities = z.infer<typeof ReportCapabilities>;

/** A person to reach about a report on site: a name and a phone number when they gave one. */
export const ContactPerson = z.object({ name: z.string(), phone: z.string().nullable() });
export type ContactPerson = z.infer<typeof ContactPerson>;

/**
 * Who to call about the work, as the report policy allows the caller: the assigned
 * contractor gets the reporter; the reporter and staff get the accepted contractor.
 * `mapUrl` (with the reporter) points a map at the property's address.
 */
export const ReportContact = z.object({
  reporter: ContactPerson.extend({ mapUrl: z.string() }).optional(),
  contractor: ContactPerson.optional(),
});
export type ReportContact = z.infer<typeof ReportContact>;

/** One report with its timeline, oldest first, its visit, close-out, rating and contacts, and what the caller may do with it. */
export const ReportDetail = Report.extend({
  actions: z.array(ReportAction),
  can: ReportCapabilities,
  visit: ReportVisit.nullable(),
  closeOut: ReportCloseOut.nullable(),
  rating: ReportRating.nullable(),
  contact: ReportContact,
  /** The quote, for staff and the assigned contractor (the field table's `quote`); null otherwise. */
  quote: ReportQuote.nullable(),
  /** The organisation's cost limit in SEK for the same readers; null when none is set or not readable. */
  quoteLimit: z.number().nullable(),
});
export type ReportDetail = z.infer<typeof ReportDetail>;

/**
 * A new report. The spec's fields are whatBroke, description and customerNumber; trade and
 * priority left out are judged by the server from whatBroke and description, as the chat
 * assistant judges them (a tenant does not know them; staff choose them). `access` (how to get
 * in) is a field of its own, which the marketplace never reads. `times` are the times that suit
 * the reporter, offered with the report (as PUT /api/reports/{id}/times would, in its transaction).
 */
export const ReportCreate = z.strictObject({
  propertyId: z.uuid(),
  premisesId: z.uuid().nullable().optional(),
  equipmentId: z.uuid().nullable().optional(),
  whatBroke: z.string().trim().min(1).max(200),
  description: z.string().trim().max(10000).default(''),
  customerNumber: z.string().trim().max(60).nullable().optional(),
  access: z.string().trim().max(500).nullable().optional(),
  trade: Trade.optional(),
  priority: Priority.optional(),
  times: TimeOfferUpdate.optional(),
});
export type ReportCreate = z.infer<typeof ReportCreate>;

/**
 * Edits fields only; status moves through /transition, contractors through /accept.
 * Written out (not `ReportCreate.partial()`) so create's defaults never overwrite unsent fields.
 */
export const ReportUpdate = z.strictObject({
  premisesId: z.uuid().nullable().optional(),
  equipmentId: z.uuid().nullable().optional(),
  whatBroke: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(10000).optional(),
  /** Empty or null clears it. */
  access: z.string().trim().max(500).nullable().optional(),
  customerNumber: z.string().trim().max(60).nullable().optional(),
  trade: Trade.optional(),
  priority: Priority.optional(),
});
export type ReportUpdate = z.infer<typeof ReportUpdate>;

export const ReportAccept = z.strictObject({
  /** Managers and admins assign a contractor; a contractor accepting sends nothing. */
  contractorId: z.uuid().optional(),
});
export const ReportTransition = z.strictObject({
  status: ReportStatus,
  note: z.string().trim().max(4000).optional(),
});
export type ReportTransition = z.infer<typeof ReportTransition>;
/** The writer always chooses who a note is for; tenants may only write messages. */
export const ReportNote = z.strictObject({
  note: z.string().trim().min(1).max(4000),
  visibility: NoteVisibility,
});
export type ReportNote = z.infer<typeof ReportNote>;

export const ReportListQuery = ListQueryBase.extend({
  status: z
    .union([
      ReportStatus,
      z.string().regex(/^(Open|InProgress|FollowingUp|Closed)(,(Open|InProgress|FollowingUp|Closed))*$/),
    ])
    .optional(),
  trade: Trade.optional(),
  priority: Priority.optional(),
  propertyId: z.uuid().optional(),
  premisesId: z.uuid().optional(),
  contractorId: z.uuid().optional(),
  organisationId: z.uuid().optional(),
  /** The errands filed against one equipment item (its history). */
  equipmentId: z.uuid().optional(),
  from: DateOnly.optional(),
  to: DateOnly.optional(),
  /** Contractors: `market` lists open unassigned reports in their trade, `mine` their own (default). */
  scope: z.enum(['mine', 'market', 'all']).optional(),
  /** `true`: only overdue reports; `false`: only those on time. */
  overdue: z.enum(['true', 'false']).optional(),
  /** Open reports nobody holds. */
  unassigned: z.literal('true').optional(),
  /** The caller's own: reported by them, or for a contractor held by them. */
  mine: z.literal('true').optional(),
}).strict();
export type ReportListQuery = z.infer<typeof ReportListQuery>;
/** A row of the errand list: the errand plus its photos for the list's thumbnail. */
export const ReportListItem = Report.extend({
  /** Photos on the errand (images with a thumbnail); 0 when none. */
  photoCount: z.number().int().nonnegative(),
  /** The first photo, shown at `/api/reports/:id/files/:fileId/thumbnail`; null without photos. */
  coverFileId: z.uuid().nullable(),
});
export type ReportListItem = z.infer<typeof ReportListItem>;
/**
 * A page of the errand list. `total` is exact up to 10,000 matches (1,000 for a `q` search);
 * beyond that it is the cap and `totalIsCapped` is true ("10 000+"), so a page never costs a
 * count of the whole organisation. Absent means exact.
 */
export const ReportPage = pageOf(ReportListItem).extend({ totalIsCapped: z.boolean().optional() });
export type ReportPage = z.infer<typeof ReportPage>;
