import { OrganisationNumberSection } from './OrganisationNumberSection';

/** The organisation's planned-maintenance lead time, for its managers (those who may set its report language). */
export function LeadDaysSection() {
  return <OrganisationNumberSection field="maintenanceLeadDays" texts="maintenance.leadTime" />;
}
