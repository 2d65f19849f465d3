import { useTranslation } from 'react-i18next';
import { OrganisationNumberSection } from './OrganisationNumberSection';

/**
 * How many years after closing an errand's personal data is kept (docs/PRODUCT.md "Retention"),
 * for the organisation's managers; the change is in the audit log.
 */
export function RetentionSection() {
  const { t } = useTranslation();
  return (
    <OrganisationNumberSection
      field="retentionYears"
      title={t('retention.settings.title')}
      intro={t('retention.settings.intro')}
      label={t('retention.settings.years')}
      savedText={t('retention.settings.saved')}
      submitLabel={t('retention.settings.save')}
    />
  );
}
