import { z } from 'zod';
import { ListQueryBase, pageOf } from './common';
import { Trade } from './enums';

export const DashboardEvent = z.object({
  id: z.uuid(),
  /** `created`: "end customer created a case at {address}"; `accepted`: "contractor accepted a case at {address}"; others likewise. */
  kind: z.string(),
  reportId: z.uuid(),
  /** The errand number of the report. */
  reportNumber: z.number().int(),
  /** The errand's title (what broke), so a line can name the errand and not only its address. */
  title: z.string(),
  address: z.string(),
  actor: z.string().nullable(),
  at: z.string(),
  /** The sentence in the caller's language. */
  text: z.string(),
});
export type DashboardEvent = z.infer<typeof DashboardEvent>;

const Counts = z.object({
  unhandled: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
});

export const Dashboard = z.object({
  counts: Counts,
  /** Reports past their due time (docs/PRODUCT.md "Deadlines"). */
  overdue: z.number().int(),
  latestEvents: z.array(DashboardEvent),
  /** "Per service" in the interface. */
  perTrade: z.array(Counts.extend({ trade: Trade, total: z.number().int() })),
  perContractor: z.array(
    z.object({
      contractorId: z.uuid(),
      name: z.string(),
      accepted: z.number().int(),
      closed: z.number().int(),
      /** Median hours from acceptance to closing; null when none closed. */
      medianHoursToClose: z.number().nullable(),
    }),
  ),
  perProperty: z.array(Counts.extend({ propertyId: z.uuid(), address: z.string(), total: z.number().int() })),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const EventListQuery = ListQueryBase.pick({ page: true, pageSize: true }).strict();
export const EventPage = pageOf(DashboardEvent);
