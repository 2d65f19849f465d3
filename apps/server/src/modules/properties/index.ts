/** The properties module's entry point: the scoped finder other features look a property up with. */
export { findProperty } from './properties.repo';
export { createPropertyService } from './properties.service';
