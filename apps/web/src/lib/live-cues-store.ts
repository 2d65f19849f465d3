import { useSyncExternalStore } from 'react';

/**
 * The state behind the live cues (lib/live-cues.tsx): which errands are highlighted, how many
 * changes the hidden tab has not shown, and which errands this tab is changing itself. Kept
 * apart from the component so the tab title can read it without loading the interface.
 */

/** How long a row stays highlighted (the fade's length). */
export const FRESH_MS = 6000;
/** How long after their own change a user's tab treats that errand's events as theirs. */
const OWN_MS = 10_000;

type Listener = () => void;
const listeners = new Set<Listener>();
const freshTimers = new Map<string, ReturnType<typeof setTimeout>>();
let fresh: ReadonlySet<string> = new Set();
let unseen = 0;
const own = new Map<string, number>();

function changed() {
  for (const listener of listeners) listener();
}
function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks an errand as just arrived or changed, for FRESH_MS (again from now when it changes again). */
export function markFresh(id: string) {
  clearTimeout(freshTimers.get(id));
  freshTimers.set(
    id,
    setTimeout(() => {
      freshTimers.delete(id);
      fresh = new Set([...fresh].filter((x) => x !== id));
      changed();
    }, FRESH_MS),
  );
  if (!fresh.has(id)) {
    fresh = new Set([...fresh, id]);
    changed();
  }
}

/** This tab is about to change these errands: their events are not news to this user. */
export function noteOwnChange(...ids: string[]) {
  const until = Date.now() + OWN_MS;
  for (const id of ids) own.set(id, until);
}
export const isOwn = (id: string) => (own.get(id) ?? 0) > Date.now();

export function countUnseen() {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return;
  unseen++;
  changed();
}
export function resetUnseen() {
  if (unseen === 0) return;
  unseen = 0;
  changed();
}

/** The errands highlighted now (a new set whenever it changes). */
export function useFreshReports(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => fresh);
}

/** Changes that arrived while the tab was hidden; 0 once it is shown again. */
export function useUnseenCount(): number {
  return useSyncExternalStore(subscribe, () => unseen);
}

/** Clears everything (tests, sign-out). */
export function resetLiveCues() {
  for (const timer of freshTimers.values()) clearTimeout(timer);
  freshTimers.clear();
  fresh = new Set();
  unseen = 0;
  own.clear();
  changed();
}
