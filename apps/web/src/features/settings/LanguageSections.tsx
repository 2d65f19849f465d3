import type { Language } from '@app/contract';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { ErrorState } from '../../components/QueryStates';
import { isLocale } from '../../lib/locale';
import { chooseSiteLanguage } from '../../lib/site-language';
import { visuallyHidden } from '../../lib/visually-hidden';
import { ChoiceSection } from './Section';
import { useOrganisationForm } from './use-organisation-form';

function LanguageRadios(props: {
  label: string;
  value: Language;
  onChange: (value: Language) => void;
  disabled?: boolean;
  helpId?: string;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      aria-label={props.label}
      aria-describedby={props.helpId}
      value={props.value}
      onChange={(_, value) => {
        if (isLocale(value)) props.onChange(value);
      }}
    >
      {(['sv', 'en'] as const).map((locale) => (
        <FormControlLabel
          key={locale}
          value={locale}
          disabled={props.disabled}
          control={<Radio />}
          label={<span lang={locale}>{t(`languages.${locale}`)}</span>}
        />
      ))}
    </RadioGroup>
  );
}

/** Site language: the interface language, kept on the device and saved to the account (`locale`) for mails. */
export function SiteLanguageSection() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'en' ? 'en' : 'sv';
  return (
    <ChoiceSection title={t('settings.siteLanguage.heading')} help={t('settings.siteLanguage.help')}>
      {(helpId) => (
        <LanguageRadios
          label={t('settings.siteLanguage.heading')}
          value={current}
          onChange={chooseSiteLanguage}
          helpId={helpId}
        />
      )}
    </ChoiceSection>
  );
}

/**
 * Report language of the caller's organisation (GET/PUT /api/organisations/current).
 * Shown only to those who may change it (managers): to anyone else it would be a
 * disabled form about a setting they cannot touch.
 */
export function ReportLanguageSection() {
  const { t } = useTranslation();
  const noteId = useId();
  const { canEdit, org, form, card } = useOrganisationForm(
    { reportLanguage: 'sv' },
    (o) => ({ reportLanguage: o.reportLanguage }),
    (v) => ({ reportLanguage: v.reportLanguage }),
    'settings.reportLanguage',
  );
  if (!canEdit) return null;
  const choice = form.values.reportLanguage;
  return (
    <FormCard {...card}>
      <FormControl disabled={form.sending}>
        {/* The section's heading says it already; the label stays for assistive technology. */}
        <FormLabel id={`${noteId}-label`} sx={visuallyHidden}>
          {t('settings.reportLanguage.label')}
        </FormLabel>
        <Typography id={noteId} variant="body2" sx={{ mb: 1 }}>
          {t('settings.reportLanguage.note')}
        </Typography>
        {org.isError && <ErrorState error={org.error} onRetry={() => void org.refetch()} />}
        {org.isPending ? (
          <CircularProgress size={24} aria-label={t('common.loading')} />
        ) : (
          <LanguageRadios
            label={t('settings.reportLanguage.label')}
            value={isLocale(choice) ? choice : 'sv'}
            onChange={(value) => form.set('reportLanguage', value)}
            helpId={noteId}
          />
        )}
      </FormControl>
    </FormCard>
  );
}
