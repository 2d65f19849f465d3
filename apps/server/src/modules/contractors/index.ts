/** The contractors module's entry point: the scoped finders other features look a contractor up with. */
export { findContractor, findContractorByEmail } from './contractors.repo';
