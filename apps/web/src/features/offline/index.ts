// What other features may use of the offline feature (the layering check holds them to it).

export { OfflineQueueCard } from './OfflineQueueCard';
export type { QueuedWork } from './store';
export { flushQueue, keepIfOffline, sendOrKeep, startQueueSync } from './sync';
