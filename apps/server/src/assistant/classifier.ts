import type { Priority, Trade } from '@app/contract';
import type { HazardKey } from './triage/hazards';
import { triage } from './triage/index';

export interface Classification {
  trade: Trade;
  priority: Priority;
  /** Hazards the description names; their advice belongs in front of the reporter. */
  hazards: HazardKey[];
}

/**
 * Trade and priority from a free-text fault description, judged as the chat assistant judges
 * them (kinds of fault, hazards setting a floor, the reporter's urgency words). Pure and offline:
 * meant for any place that takes a description, such as the tenant's report form.
 */
export function classifyReport(description: string, urgencyWords?: string): Classification {
  const t = triage(description, urgencyWords);
  return { trade: t.trade, priority: t.priority, hazards: t.hazards };
}
