import { OrganisationNumberSection } from './OrganisationNumberSection';

/**
 * How many years after closing an errand's personal data is kept (docs/PRODUCT.md "Retention"),
 * for the organisation's managers; the change is in the audit log.
 */
export function RetentionSection() {
  return <OrganisationNumberSection field="retentionYears" texts="retention.settings" />;
}
