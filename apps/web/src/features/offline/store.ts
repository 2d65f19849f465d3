import type { ReportDone, ReportNote, ReportVisitPlan } from '@app/contract';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * What a contractor did without signal, kept on the device (IndexedDB) until it is sent, in the
 * order it was done (docs/decisions/0045-contractor-offline-and-push.md).
 */
export type QueuedWork =
  | { kind: 'accept' }
  | { kind: 'visit'; body: ReportVisitPlan }
  | { kind: 'note'; body: ReportNote }
  | { kind: 'photos'; files: { name: string; type: string; blob: Blob }[] }
  | { kind: 'done'; body: ReportDone };

export type QueuedAction = QueuedWork & {
  seq?: number;
  /** Only its author's session sends it. */
  userId: string;
  reportId: string;
  createdAt: string;
  /** `refused`: the server said no (the errand was taken or closed meanwhile); kept to be copied. */
  state: 'waiting' | 'refused';
  /** The server's words, in `reasonLocale`; `reasonCode` renders them again in another language. */
  reason?: string;
  reasonCode?: string;
  reasonLocale?: string;
};

interface OfflineDb extends DBSchema {
  actions: { key: number; value: QueuedAction; indexes: { reportId: string } };
}

let db: Promise<IDBPDatabase<OfflineDb>> | null = null;
const open = () => {
  db ??= openDB<OfflineDb>('felanmalan-offline', 1, {
    upgrade(d) {
      d.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true }).createIndex(
        'reportId',
        'reportId',
      );
    },
  });
  return db;
};
const available = () => typeof indexedDB !== 'undefined';

const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version++;
  for (const l of listeners) l();
};
export const subscribeQueue = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const queueVersion = () => version;

export async function enqueue(work: QueuedWork, of: { userId: string; reportId: string }): Promise<void> {
  const action: QueuedAction = { ...work, ...of, createdAt: new Date().toISOString(), state: 'waiting' };
  await (await open()).add('actions', action);
  changed();
}

/** Every action in the order it was done. */
export async function queued(): Promise<QueuedAction[]> {
  if (!available()) return [];
  return (await open()).getAll('actions');
}

export async function forget(seq: number): Promise<void> {
  await (await open()).delete('actions', seq);
  changed();
}

export async function refuse(
  action: QueuedAction,
  why: { reason: string; reasonCode?: string; reasonLocale: string },
): Promise<void> {
  await (await open()).put('actions', { ...action, state: 'refused', ...why });
  changed();
}
