import type { Priority, ReportCloseOut, ReportStatus, Trade } from '@app/contract';
import type { Actor } from './actor';
import { type KnownReportFacts, lifecycleActor, type ReportAccess } from './reports.policy';

/**
 * Who reads which fields of an errand (docs/PRODUCT.md "Who reads which field"): one table,
 * asked by the API's report views (and so the printed work order), the hub's events, the
 * notification mails and the CSV export. Deny by default: a reader not in the table reads
 * nothing, and a field group not listed for a reader is stripped before anything leaves.
 */

/** The parts an errand's fields fall into; each is read as a whole. */
export const REPORT_FIELD_GROUPS = [
  /** Number, title, description, trade, priority, status, kind, place, deadlines, dates, hazards, contractor. */
  'summary',
  /** Who reported it: reporter id and name, customer number, chat session. */
  'reporter',
  /** How to get in ("Portkod 1234", "nyckel hos grannen"). */
  'access',
  /** Timeline entries with their texts (messages). */
  'messages',
  /** Timeline notes only staff and the contractor doing the work read. */
  'internalNotes',
  /** The planned visit. */
  'visit',
  /** What was done: the close-out's resolution, who and when. */
  'resolution',
  /** What it cost: the close-out's minutes, cost and invoice reference. */
  'costs',
  /** The reporter's name, phone and a map link, to call about the work. */
  'reporterContact',
  /** The accepted contractor's company and phone. */
  'contractorContact',
  /** Photos and PDFs. */
  'files',
  /** The quote for the work (amount, description, its decision) and the organisation's cost limit. */
  'quote',
  /** The times the reporter offered for the visit (windows, free text, "any time with the master key"). */
  'times',
  /** The organisation's on-call number, given with a hazard's safety advice (GET …/safety). */
  'onCall',
] as const;
export type ReportFieldGroup = (typeof REPORT_FIELD_GROUPS)[number];

/**
 * The readers of an errand: its organisation's staff (managers, admins), the tenant who
 * reported it, the contractor assigned to it, a contractor of its trade browsing the
 * marketplace (Open, nobody holds it), and everyone else (other tenants of the property,
 * other organisations, other trades), who cannot read the errand at all.
 */
export const REPORT_READERS = ['staff', 'reporter', 'assigned', 'market', 'none'] as const;
export type ReportReader = (typeof REPORT_READERS)[number];

const ALL = REPORT_FIELD_GROUPS;

/** The table of docs/PRODUCT.md "Who reads which field", row by reader. */
export const REPORT_FIELD_TABLE: Record<ReportReader, readonly ReportFieldGroup[]> = {
  staff: ALL,
  reporter: [
    'summary',
    'reporter',
    'access',
    'messages',
    'visit',
    'resolution',
    'contractorContact',
    'files',
    'times',
    'onCall',
  ],
  assigned: ALL.filter((g) => g !== 'contractorContact'),
  market: ['summary', 'files'],
  none: [],
};

/** Which reader the caller is for this errand, given the access the report policy grants. */
export function reportReader(actor: Actor, r: KnownReportFacts, access: ReportAccess): ReportReader {
  if (access === 'market') return 'market';
  if (access === 'none') return 'none';
  const who = lifecycleActor(actor, r);
  if (who === 'Contractor') return 'assigned';
  if (who === 'reporter') return 'reporter';
  return who === null ? 'none' : 'staff';
}

export type ReportFields = ReadonlySet<ReportFieldGroup>;

/** The field groups the caller may read of this errand. */
export function reportFields(actor: Actor, r: KnownReportFacts, access: ReportAccess): ReportFields {
  return new Set(REPORT_FIELD_TABLE[reportReader(actor, r, access)]);
}

const REPORTER_KEYS = ['reporter', 'reporterName', 'customerNumber', 'chatSessionId'] as const;
type Strippable = Partial<Record<(typeof REPORTER_KEYS)[number] | 'access', string | null>>;

/** A report (or a row shaped like one) without the groups the reader may not read. */
export function stripReport<R extends Strippable>(fields: ReportFields, report: R): R {
  const out: Strippable = { ...report };
  if (!fields.has('access') && 'access' in out) out.access = null;
  if (!fields.has('reporter')) for (const key of REPORTER_KEYS) if (key in out) out[key] = null;
  return out as R;
}

type CloseOutCosts = Pick<ReportCloseOut, 'minutesSpent' | 'cost' | 'invoiceReference'>;

/** A close-out as the reader may read it: none without `resolution`, no figures without `costs`. */
export function stripCloseOut<C extends CloseOutCosts>(fields: ReportFields, closeOut: C | null): C | null {
  if (!closeOut || !fields.has('resolution')) return null;
  if (fields.has('costs')) return closeOut;
  return { ...closeOut, minutesSpent: null, cost: null, invoiceReference: null };
}

/**
 * What a hub event about an errand carries: ids and the `summary` facts a list needs, which
 * every reader of the errand reads, so one event goes out alike to each listener the report
 * policy admits (realtime/audience.ts). Listeners refetch the rest through the API.
 */
export function hubEventFacts(r: {
  id: string;
  organisationId: string;
  status: ReportStatus;
  trade: Trade;
  priority: Priority;
  contractorId: string | null;
}) {
  return {
    reportId: r.id,
    organisationId: r.organisationId,
    status: r.status,
    trade: r.trade,
    priority: r.priority,
    contractorId: r.contractorId,
  };
}
