/** The equipment module's entry point: the scoped finder other features look an item up with. */
export { findEquipment } from './equipment.repo';
