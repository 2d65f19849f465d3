import type { UserCapabilities } from '@app/contract';
import type { ComponentType } from 'react';
import { useCurrentUser } from '../../lib/auth';

/**
 * A section about the caller's own organisation, shown to those with `capability` there (its
 * managers): `Card` is given the organisation's id; anyone else sees nothing.
 */
export function ownOrganisationSection(
  capability: keyof UserCapabilities,
  Card: ComponentType<{ organisationId: string }>,
) {
  return function OwnOrganisationSection() {
    const user = useCurrentUser();
    const organisationId = user?.can[capability] ? user.organisationId : null;
    return organisationId ? <Card organisationId={organisationId} /> : null;
  };
}
