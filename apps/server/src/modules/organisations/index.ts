/** The organisations module's entry point: the finder other features read an organisation's settings with. */
export { findOrganisation } from './organisations.repo';
