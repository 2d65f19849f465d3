/**
 * Overdue over report alias `r`, against the database clock: an Open report past its
 * accept time, or one not Closed past its finish time (docs/PRODUCT.md "Deadlines").
 * Tests control the clock by filing reports with past `created_at`; the due times follow.
 */
export const overdueSql = (r = 'r') =>
  `((${r}.status = 'Open' AND ${r}.accept_due_at < now()) OR (${r}.status <> 'Closed' AND ${r}.finish_due_at < now()))`;

/** The next due time: accepting while Open, finishing until Closed, none after. */
export const nextDueSql = (r = 'r') =>
  `(CASE WHEN ${r}.status = 'Open' THEN ${r}.accept_due_at WHEN ${r}.status <> 'Closed' THEN ${r}.finish_due_at END)`;
