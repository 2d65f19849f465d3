import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { AccountingSection } from './AccountingSection';
import { ApiTokensSection } from './ApiTokensSection';
import { CalendarSection } from './CalendarSection';
import { DeadlinesSection } from './DeadlinesSection';
import { EmailSection } from './EmailSection';
import { ReportLanguageSection, SiteLanguageSection } from './LanguageSections';
import { LeadDaysSection } from './LeadDaysSection';
import { NotificationsSection } from './NotificationsSection';
import { OnCallSection } from './OnCallSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { QuoteLimitSection } from './QuoteLimitSection';
import { RetentionSection } from './RetentionSection';
import { WebhooksSection } from './WebhooksSection';

/** Settings (docs/PRODUCT.md, "Interface"): name and phone, new email, password, site language and report language; every role has it. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {t('settings.title')}
      </Typography>
      <ProfileSection />
      <EmailSection />
      <PasswordSection />
      <NotificationsSection />
      <CalendarSection />
      <SiteLanguageSection />
      <ReportLanguageSection />
      <OnCallSection />
      <DeadlinesSection />
      <LeadDaysSection />
      <QuoteLimitSection />
      <RetentionSection />
      <ApiTokensSection />
      <WebhooksSection />
      <AccountingSection />
    </Stack>
  );
}
