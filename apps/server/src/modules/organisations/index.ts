/** The organisations module's entry point: the finders other features read an organisation's settings with. */
export { findOrganisation, onCallPhoneOf } from './organisations.repo';
