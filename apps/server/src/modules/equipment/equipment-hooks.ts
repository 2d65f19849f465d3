import type { Deps } from '../../deps';

/**
 * What other features do after an equipment item is saved (created or changed), outside its
 * write: planned maintenance makes the item's errand at once when its service is already within
 * the lead time, rather than at the next hourly scan. The equipment module imports none of them;
 * each registers once at start-up (app.ts), and registering the same function again changes
 * nothing. A hook's failure is its own: the save has happened and the hourly scan still runs.
 */
export type EquipmentSavedHook = (deps: HookDeps, equipmentId: string) => Promise<void>;
export type HookDeps = Pick<Deps, 'db' | 'bus' | 'log'>;

const savedHooks = new Set<EquipmentSavedHook>();

export function onEquipmentSaved(hook: EquipmentSavedHook): void {
  savedHooks.add(hook);
}

export async function runEquipmentSavedHooks(deps: HookDeps, equipmentId: string): Promise<void> {
  for (const hook of savedHooks) {
    try {
      await hook(deps, equipmentId);
    } catch (err) {
      deps.log.warn({ err, equipmentId }, 'equipment saved hook failed');
    }
  }
}
