import { type Language, Organisation } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/QueryStates';
import { api } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { errorMessage } from '../../lib/error-text';
import { isLocale } from '../../lib/locale';
import { queryKeys } from '../../lib/queries';
import { chooseSiteLanguage } from '../../lib/site-language';
import { visuallyHidden } from '../../lib/visually-hidden';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

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
  const helpId = useId();
  const current: Language = i18n.language === 'en' ? 'en' : 'sv';
  return (
    <Section title={t('settings.siteLanguage.heading')}>
      <FormControl>
        <FormHelperText id={helpId} sx={{ mx: 0, mb: 1 }}>
          {t('settings.siteLanguage.help')}
        </FormHelperText>
        <LanguageRadios
          label={t('settings.siteLanguage.heading')}
          value={current}
          onChange={chooseSiteLanguage}
          helpId={helpId}
        />
      </FormControl>
    </Section>
  );
}

export const currentOrganisationKey = [...queryKeys.organisations, 'current'] as const;

/**
 * Report language of the caller's organisation (GET/PUT /api/organisations/current).
 * Shown only to those who may change it (managers): to anyone else it would be a
 * disabled form about a setting they cannot touch.
 */
export function ReportLanguageSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const noteId = useId();
  const canEdit = Boolean(user?.can.editReportLanguage);
  const hasOrganisation = Boolean(user?.organisationId);
  const org = useQuery({
    queryKey: currentOrganisationKey,
    queryFn: () => api.get('/api/organisations/current', Organisation),
    enabled: hasOrganisation,
  });
  const [choice, setChoice] = useState<Language>('sv');
  useEffect(() => {
    if (org.data) setChoice(org.data.reportLanguage);
  }, [org.data]);
  const save = useMutation({
    mutationFn: (reportLanguage: Language) =>
      api.put('/api/organisations/current', { reportLanguage }, Organisation),
    onSuccess: (data) => queryClient.setQueryData(currentOrganisationKey, data),
  });
  if (!hasOrganisation || !canEdit) return null;
  return (
    <Section title={t('settings.reportLanguage.heading')}>
      <Stack
        spacing={2}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(choice);
        }}
      >
        <FormControl disabled={save.isPending}>
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
              value={choice}
              onChange={setChoice}
              helpId={noteId}
            />
          )}
        </FormControl>
        {save.isError && (
          <Alert severity="error" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert severity="success" role="status">
            {t('settings.reportLanguage.saved')}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || org.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('settings.reportLanguage.submit')}
        </Button>
      </Stack>
    </Section>
  );
}
