/** The account look-up other modules (erasure, export) check their target with. */
export { findUserSummary } from './users.repo';
