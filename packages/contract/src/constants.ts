/*
 * Values of the contract that need no zod: the web's first screens read them (filter choices, the
 * hub's address) without loading zod and the schemas. Re-exported by the modules they belong to,
 * so the server and the rest of the web import them from `@app/contract` as before.
 * Importable alone as `@app/contract/constants`.
 */

export const reportStatuses = ['Open', 'InProgress', 'FollowingUp', 'Closed'] as const;

export const priorities = ['Low', 'Normal', 'High', 'Urgent'] as const;

/** The trade a report needs and a contractor offers (dashboards call it "service"). */
export const trades = [
  'electrician',
  'plumber',
  'locksmith',
  'heating',
  'ventilation',
  'carpentry',
  'painting',
  'glazier',
  'appliance',
  'elevator',
  'cleaning',
  'groundskeeping',
  'pest-control',
  'other',
] as const;

/** The window contractor statistics look back over, in months. */
export const CONTRACTOR_STATS_MONTHS = 12;

/** The live hub's path (hub.ts holds its events). */
export const HUB_PATH = '/reportHub';
