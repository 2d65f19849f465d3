import { useTranslation } from 'react-i18next';
import { OrganisationNumberSection } from './OrganisationNumberSection';

/** The organisation's planned-maintenance lead time, for its managers (those who may set its report language). */
export function LeadDaysSection() {
  const { t } = useTranslation();
  return (
    <OrganisationNumberSection
      field="maintenanceLeadDays"
      title={t('maintenance.kind')}
      label={t('maintenance.leadDays')}
      savedText={t('maintenance.leadDaysSaved')}
      submitLabel={t('maintenance.save')}
    />
  );
}
