import { OrganisationTextSection } from './OrganisationTextSection';

/**
 * The organisation's on-call (jour) number (PUT /api/organisations/current): the chat assistant
 * gives it with its safety advice (gas, water, fire…). Those who may change the organisation's
 * settings edit it; an empty field clears it.
 */
export function OnCallSection() {
  return (
    <OrganisationTextSection
      field="onCallPhone"
      texts="settings.onCall"
      shown={(org) => org.onCallPhone ?? ''}
      sent={(typed) => typed.trim() || null}
      type="tel"
    />
  );
}
