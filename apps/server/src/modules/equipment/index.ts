/**
 * The equipment module's entry point: the scoped finder other features look an item up with,
 * when its next service is, and the hook after an item is saved.
 */

export { findEquipment, NEXT_SERVICE_SQL } from './equipment.repo';
export { type EquipmentSavedHook, onEquipmentSaved } from './equipment-hooks';
