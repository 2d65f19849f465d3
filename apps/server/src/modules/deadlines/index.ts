/** The deadlines module's entry point: the overdue rule as SQL, shared by lists and dashboards. */
export { nextDueSql, overdueSql } from './overdue';
