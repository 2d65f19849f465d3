// What other features may use of the offline feature (the layering check holds them to it).

export { OfflineQueueCard, useQueued } from './OfflineQueueCard';
export { flushNowAndWhenOnline } from './online';
export type { QueuedWork } from './store';
export { flushQueue, isNetworkError, keepIfOffline, sendOrKeep, startQueueSync } from './sync';
export { WaitingChip } from './WaitingChip';
