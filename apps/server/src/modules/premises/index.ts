/** The premises module's entry point: the scoped finder other features look premises up with. */
export { findPremises } from './premises.repo';
export { createPremisesService } from './premises.service';
