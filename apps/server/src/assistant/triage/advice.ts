import { type Locale, translate } from '@app/i18n';
import type { HazardKey } from './hazards';

/**
 * What to do now, for each hazard, and the organisation's on-call number (or where to find it):
 * the first thing the reporter reads when a message describes a hazard.
 */
export function adviceFor(hazards: HazardKey[], lang: Locale, onCallPhone: string | null): string {
  const lines = hazards.map((h) => translate(lang, `assistant.hazard.${h}`));
  lines.push(
    onCallPhone
      ? translate(lang, 'assistant.hazard.onCall', { phone: onCallPhone })
      : translate(lang, 'assistant.hazard.onCallMissing'),
  );
  return lines.join('\n');
}
